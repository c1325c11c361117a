import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { accounts, users } from "@/db/schema";
import type { SessionUserDto, UserStatus } from "../dto";
import type { Accounts } from "./accounts";

type UserRow = typeof users.$inferSelect;

const CREDENTIAL = "credential";

export function statusOf(user: Pick<UserRow, "premium" | "premiumCancelled">): UserStatus {
  return user.premium || user.premiumCancelled ? "premium" : "registered";
}

export function toSessionUser(
  user: UserRow,
  signInMethods: { providerId: string; accountId: string; password: string | null }[],
): SessionUserDto {
  return {
    pk: user.id,
    email: user.email,
    status: statusOf(user),
    first_name: user.firstName,
    last_name: user.lastName,
    has_password: signInMethods.some((method) => method.providerId === CREDENTIAL && method.password),
    social_connections: signInMethods
      .filter((method) => method.providerId !== CREDENTIAL)
      .map((method) => ({ provider: method.providerId, id: method.accountId })),
    profile: {
      id: user.id,
      language: user.language,
      premium: user.premium,
      premium_cancelled: user.premiumCancelled,
      gender: user.gender ?? null,
      newsletter: user.newsletter,
    },
  };
}

/** Reads the user fresh from the database (never from the session's cached copy). */
export async function loadSessionUser(db: Db, userId: string): Promise<SessionUserDto | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const methods = await db
    .select({ providerId: accounts.providerId, accountId: accounts.accountId, password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return toSessionUser(user, methods);
}

/** The signed-in user of a request (session cookie or bearer token), read fresh; null for a visitor. */
export async function findSessionUser(accounts: Accounts, requestHeaders: Headers): Promise<SessionUserDto | null> {
  const session = await accounts.auth.api.getSession({ headers: requestHeaders });
  return session ? loadSessionUser(accounts.db, session.user.id) : null;
}
