import type { Db } from "@/db/client";
import type { MailMessage } from "@/integrations/email";
import type { Locale } from "@/config/locales";
import { createAccounts, type Accounts, type AuthContext, type SignedInAuthContext } from "../server/accounts";
import type { GoogleCredentials } from "../server/auth";
import { createAuthLimits } from "../server/limits";
import { findSessionUser } from "../server/session-user";

export const TEST_SITE_URL = "http://localhost:3000";

export type TestAccounts = Accounts & { outbox: MailMessage[] };

/** Accounts on a test database with an in-memory mailbox; limits are in memory unless a Redis client is given. */
export function createTestAccounts(
  db: Db,
  options: { google?: GoogleCredentials; ipPoints?: number; siteUrl?: string } = {},
): TestAccounts {
  const outbox: MailMessage[] = [];
  const accounts = createAccounts({
    db,
    siteUrl: options.siteUrl ?? TEST_SITE_URL,
    secret: "test-secret-test-secret-test-secret-0123",
    mailer: { send: async (message) => void outbox.push(message) },
    limits: createAuthLimits(options.ipPoints ?? 1000, null),
    google: options.google,
  });
  return { ...accounts, outbox };
}

let counter = 0;
export const uniqueEmail = (label = "user") => `${label}.${Date.now()}.${counter++}@example.com`;

/** Request headers as a browser would send them, with the cookies of `setCookie` answers. */
export function requestHeaders(options: { cookies?: Headers; ip?: string; bearer?: string } = {}): Headers {
  const headers = new Headers({ "content-type": "application/json", "x-forwarded-for": options.ip ?? "198.51.100.1" });
  const cookies = options.cookies?.getSetCookie().map((line) => line.split(";")[0]);
  if (cookies?.length) headers.set("cookie", cookies.join("; "));
  if (options.bearer) headers.set("authorization", `Bearer ${options.bearer}`);
  return headers;
}

/** The context the edge would build for a request with these headers (the user read from its session). */
export async function contextFor(accounts: Accounts, headers: Headers, locale: Locale = "en-us"): Promise<AuthContext> {
  return { db: accounts.db, accounts, headers, locale, user: await findSessionUser(accounts, headers) };
}

/** As `contextFor`, for a request that must be signed in. */
export async function signedInContextFor(
  accounts: Accounts,
  headers: Headers,
  locale: Locale = "en-us",
): Promise<SignedInAuthContext> {
  const ctx = await contextFor(accounts, headers, locale);
  if (!ctx.user) throw new Error("the request carries no session");
  return { ...ctx, user: ctx.user };
}
