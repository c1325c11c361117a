import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer } from "better-auth/plugins";
import { SITE_NAME } from "@/config/site";
import { logger } from "@/lib/logger";
import type { Db } from "@/db/client";
import { accounts, sessions, users, verifications } from "@/db/schema";
import { MIN_PASSWORD_LENGTH, SESSION_COOKIE_PREFIX } from "../rules";

export type GoogleCredentials = { clientId: string; clientSecret: string };

export type AuthOptions = {
  db: Db;
  siteUrl: string;
  secret: string;
  google?: GoogleCredentials;
  sendResetPassword: (user: { id: string; email: string; language?: string | null }, token: string) => Promise<void>;
};

const THIRTY_DAYS = 60 * 60 * 24 * 30;

/** better-auth on our database; its endpoints are reached through the spec's routes, never mounted whole. */
export function createAuth(options: AuthOptions) {
  const { google } = options;
  return betterAuth({
    appName: SITE_NAME,
    baseURL: options.siteUrl,
    basePath: "/api-next/auth",
    secret: options.secret,
    trustedOrigins: [options.siteUrl],
    database: drizzleAdapter(options.db, {
      provider: "pg",
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: ({ user, token }) => options.sendResetPassword(user, token),
    },
    socialProviders: google
      ? {
          google: {
            clientId: google.clientId,
            clientSecret: google.clientSecret,
            mapProfileToUser: (profile) => ({
              firstName: profile.given_name ?? "",
              lastName: profile.family_name ?? "",
            }),
          },
        }
      : {},
    account: { accountLinking: { enabled: true, trustedProviders: ["google"] } },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, defaultValue: "", input: true },
        lastName: { type: "string", required: false, defaultValue: "", input: true },
        language: { type: "string", required: false, defaultValue: "en-us", input: true },
        gender: { type: "string", required: false, input: false },
        newsletter: { type: "boolean", required: false, defaultValue: false, input: false },
        premium: { type: "boolean", required: false, defaultValue: false, input: false },
        premiumCancelled: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    session: { expiresIn: THIRTY_DAYS, updateAge: 60 * 60 * 24 },
    // Attempts are limited by our own limiter (per IP and per account, shared through Redis).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      // Secure cookies need HTTPS; a plain-HTTP local run would otherwise never keep a session.
      useSecureCookies: options.siteUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    telemetry: { enabled: false },
    // Wrong passwords are expected traffic, not warnings; real failures reach our logger.
    logger: {
      level: "error",
      log: (_level, message, ...args) => logger.error({ details: args }, `auth: ${message}`),
    },
    plugins: [bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
