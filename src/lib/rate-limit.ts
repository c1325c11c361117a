import "server-only";
import type { BlockList } from "node:net";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/config/env";
import { resolveClientAddress, trustedProxies } from "./client-address";
import { AppError } from "./errors";
import { getRedis } from "./redis";

export type LimitRule = { name: string; points: number; durationSeconds: number };

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super("RATE_LIMITED", {
      message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      details: { retryAfterSeconds, minutes },
      retryAfterSeconds,
    });
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

let proxies: BlockList | undefined;

/**
 * The caller's address, as counted by every limit: the connection's peer, or the client a trusted
 * proxy (TRUSTED_PROXIES) forwarded for; a client-written X-Forwarded-For never counts. Requests that
 * did not come through our server (`next dev`) all share the address "unknown".
 */
export function clientAddress(headers: Headers): string {
  proxies ??= trustedProxies(env.TRUSTED_PROXIES);
  return resolveClientAddress(headers, proxies) ?? "unknown";
}
