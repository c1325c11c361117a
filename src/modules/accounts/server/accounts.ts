import "server-only";
import { keptSecret } from "@/lib/kept-secret";
import path from "node:path";
import { env } from "@/config/env";
import { localePath } from "@/config/locales";
import { getDb, type Db } from "@/db/client";
import { mailer as defaultMailer, type MailSender } from "@/integrations/email";
import { getRedis } from "@/lib/redis";
import { createAuth, type Auth, type GoogleCredentials } from "./auth";
import { createAuthLimits, type AuthLimits } from "./limits";
import { resetMail } from "./reset-mail";
import type { BaseContext } from "../context";

/** Everything the account use cases need, built once per process (tests build their own). */
export type Accounts = { db: Db; auth: Auth; limits: AuthLimits; siteUrl: string; googleEnabled: boolean };

/** The context account use cases run in: the request's own headers go to better-auth (cookies, address). */
export type AuthContext = BaseContext & { accounts: Accounts; headers: Headers };
export type SignedInAuthContext = AuthContext & { user: NonNullable<BaseContext["user"]> };

export type AccountsOptions = {
  db: Db;
  siteUrl: string;
  secret: string;
  mailer: MailSender;
  limits: AuthLimits;
  google?: GoogleCredentials;
};

export function createAccounts(options: AccountsOptions): Accounts {
  const auth = createAuth({
    db: options.db,
    siteUrl: options.siteUrl,
    secret: options.secret,
    google: options.google,
    sendResetPassword: async (user, token) => {
      const link = new URL(localePath(user.language ?? undefined, "/auth/signin"), options.siteUrl);
      link.searchParams.set("reset", token);
      link.searchParams.set("pk", user.id);
      await options.mailer.send(await resetMail(user.email, link.toString(), user.language));
    },
  });
  return { db: options.db, auth, limits: options.limits, siteUrl: options.siteUrl, googleEnabled: !!options.google };
}

export function googleCredentials(): GoogleCredentials | undefined {
  return env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
    ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
    : undefined;
}

const holder = globalThis as typeof globalThis & { __moveatlasAccounts?: Promise<Accounts> };

/** The process's accounts, built on first use (never at import: `next build` must not open the database). */
export function getAccounts(): Promise<Accounts> {
  holder.__moveatlasAccounts ??= getDb().then((db) =>
    createAccounts({
      db,
      siteUrl: env.SITE_URL,
      secret: keptSecret(env.AUTH_SECRET, path.dirname(env.PGLITE_DIR), "auth-secret"),
      mailer: defaultMailer,
      limits: createAuthLimits(env.AUTH_IP_LIMIT, getRedis()),
      google: googleCredentials(),
    }),
  );
  holder.__moveatlasAccounts.catch(() => {
    holder.__moveatlasAccounts = undefined;
  });
  return holder.__moveatlasAccounts;
}
