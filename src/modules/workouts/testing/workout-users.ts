import { randomUUID } from "node:crypto";
import type { Locale } from "@/config/locales";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import type { SessionUserDto } from "@/modules/accounts/dto";
import type { UserContext } from "@/modules/billing/context";
import { getEntitlements } from "@/modules/billing/entitlements";

/** A user row and the context the edge would build for them: free, or Premium. */
export async function userContext(
  db: Db,
  { premium = false, locale = "en-us" }: { premium?: boolean; locale?: Locale } = {},
): Promise<UserContext> {
  const pk = randomUUID();
  const email = `${pk}@example.com`;
  await db.insert(users).values({ id: pk, name: "Test", email, premium });
  const user: SessionUserDto = {
    pk,
    email,
    status: premium ? "premium" : "registered",
    first_name: "Test",
    last_name: "User",
    has_password: true,
    social_connections: [],
    profile: { id: pk, language: locale, premium, premium_cancelled: false, gender: null, newsletter: false },
  };
  return { db, locale, user, entitlements: getEntitlements(user) };
}

export const visitorContext = (db: Db, locale: Locale = "en-us") => ({
  db,
  locale,
  user: null,
  entitlements: getEntitlements(null),
});
