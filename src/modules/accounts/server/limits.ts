import "server-only";
import type { Redis } from "ioredis";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { clientAddress, consume, createLimiter } from "@/lib/rate-limit";

export type AttemptKind = "login" | "register" | "reset";
export type AuthLimits = Record<AttemptKind, { perIp: RateLimiterAbstract; perAccount: RateLimiterAbstract }>;

const TEN_MINUTES = 10 * 60;
const HOUR = 60 * 60;

/**
 * Per account: 10 failed sign-ins in 15 minutes (a success clears the count), 5 registrations and
 * 3 reset mails an hour. Per IP: `ipPoints` attempts of each kind in 10 minutes.
 */
export function createAuthLimits(ipPoints: number, redis?: Redis | null): AuthLimits {
  const rule = (name: string, points: number, durationSeconds: number) =>
    createLimiter({ name, points, durationSeconds }, redis);
  return {
    login: { perIp: rule("login-ip", ipPoints, TEN_MINUTES), perAccount: rule("login-account", 10, 15 * 60) },
    register: { perIp: rule("register-ip", ipPoints, TEN_MINUTES), perAccount: rule("register-account", 5, HOUR) },
    reset: { perIp: rule("reset-ip", ipPoints, TEN_MINUTES), perAccount: rule("reset-account", 3, HOUR) },
  };
}

/** Counts one attempt against the caller's address and the account's email; throws 429 past either limit. */
export async function countAttempt(limits: AuthLimits, kind: AttemptKind, headers: Headers, email: string) {
  await consume(limits[kind].perIp, clientAddress(headers));
  await consume(limits[kind].perAccount, email);
}

export async function clearAccountAttempts(limits: AuthLimits, kind: AttemptKind, email: string) {
  await limits[kind].perAccount.delete(email);
}
