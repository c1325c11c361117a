import "server-only";
import type { Redis } from "ioredis";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { clientAddress, consume, createLimiter } from "@/lib/rate-limit";

export type AttemptKind = "login" | "register" | "reset" | "password";

type KindLimits = {
  perIp: RateLimiterAbstract;
  /** Keyed by account and address together: one address's failures never lock the account elsewhere. */
  perAccountFromIp?: RateLimiterAbstract;
  perAccount: RateLimiterAbstract;
};
export type AuthLimits = Record<AttemptKind, KindLimits>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Per IP: `ipPoints` attempts of each kind in 10 minutes.
 * Sign-in: 10 failures in 15 minutes per account from one address (a success there clears them), and
 * 100 an hour per account from all addresses together: a stranger alone cannot lock the owner out,
 * and a guess spread over many addresses is still slowed to 100 an hour.
 * Password change: 10 attempts in 15 minutes per account (a success clears them).
 * Per account otherwise: 5 registrations and 3 reset mails an hour.
 */
export function createAuthLimits(ipPoints: number, redis?: Redis | null): AuthLimits {
  const rule = (name: string, points: number, durationSeconds: number) =>
    createLimiter({ name, points, durationSeconds }, redis);
  const perIp = (kind: AttemptKind) => rule(`${kind}-ip`, ipPoints, 10 * MINUTE);
  return {
    login: {
      perIp: perIp("login"),
      perAccountFromIp: rule("login-account-ip", 10, 15 * MINUTE),
      perAccount: rule("login-account-all", 100, HOUR),
    },
    register: { perIp: perIp("register"), perAccount: rule("register-account", 5, HOUR) },
    reset: { perIp: perIp("reset"), perAccount: rule("reset-account", 3, HOUR) },
    password: { perIp: perIp("password"), perAccount: rule("password-account", 10, 15 * MINUTE) },
  };
}

const pairKey = (account: string, address: string) => `${account}|${address}`;

/**
 * Counts one attempt against the caller's address and the account (an email, or a user id for a
 * password change); throws 429 past any limit. The narrowest count goes first, so an address already
 * stopped adds nothing to the account's total.
 */
export async function countAttempt(limits: AuthLimits, kind: AttemptKind, headers: Headers, account: string) {
  const address = clientAddress(headers);
  const { perIp, perAccountFromIp, perAccount } = limits[kind];
  await consume(perIp, address);
  if (perAccountFromIp) await consume(perAccountFromIp, pairKey(account, address));
  await consume(perAccount, account);
}

/**
 * After a success: a sign-in clears the account's failures from that address (the total across
 * addresses runs its hour, or a stranger could reset it by waiting for the owner); other kinds clear
 * the account's count.
 */
export async function clearAccountAttempts(limits: AuthLimits, kind: AttemptKind, account: string, headers: Headers) {
  const { perAccountFromIp, perAccount } = limits[kind];
  if (perAccountFromIp) await perAccountFromIp.delete(pairKey(account, clientAddress(headers)));
  else await perAccount.delete(account);
}
