import "server-only";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError } from "./errors";
import { getRedis } from "./redis";

export type LimitRule = { name: string; points: number; durationSeconds: number };

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      "RATE_LIMITED",
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      retryAfterSeconds,
    );
  }
}

/**
 * In memory by default; in Redis when a client is given, so several app instances count together.
 * If Redis fails, an in-memory limiter takes over rather than letting every attempt through.
 */
export function createLimiter(rule: LimitRule, redis: Redis | null = getRedis()): RateLimiterAbstract {
  const options = { keyPrefix: `rl:${rule.name}`, points: rule.points, duration: rule.durationSeconds };
  const memory = new RateLimiterMemory(options);
  return redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory }) : memory;
}

/** Takes one attempt from `key`; throws RateLimitedError (HTTP 429) once the rule's points are spent. */
export async function consume(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw new RateLimitedError(Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

/**
 * The caller's address: the last X-Forwarded-For entry, the one the nearest proxy appended (Next sets
 * the header to the socket address when a client connects directly). Production runs behind a proxy
 * that appends it; without one a client could choose its own key, and the per-account limits still hold.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  return last || headers.get("x-real-ip") || "unknown";
}
