import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { accounts, users } from "@/db/schema";
import type { SessionUserDto, UserStatus } from "../dto";
import type { Accounts } from "./accounts";

type UserRow = typeof users.$inferSelect;

const CREDENTIAL = "credential";

type PlanFields = Pick<UserRow, "premium" | "premiumCancelled" | "premiumUntil">;

/** The plan flags as they stand now: Premium ends at `premiumUntil` even before an event says so. */
export function currentPlan(user: PlanFields, now = new Date()): { premium: boolean; premiumCancelled: boolean } {
  const lapsed = user.premiumUntil !== null && user.premiumUntil <= now;
  return { premium: user.premium && !lapsed, premiumCancelled: user.premiumCancelled && !lapsed };
}

export function statusOf(user: PlanFields, now = new Date()): UserStatus {
  const plan = currentPlan(user, now);
  return plan.premium || plan.premiumCancelled ? "premium" : "registered";
}

export function toSessionUser(
  user: UserRow,
  signInMethods: { providerId: string; accountId: string; password: string | null }[],
): SessionUserDto {
  const plan = currentPlan(user);
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
      premium: plan.premium,
      premium_cancelled: plan.premiumCancelled,
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
