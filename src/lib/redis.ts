import "server-only";
import { once } from "node:events";
import { Redis } from "ioredis";
import { env } from "@/config/env";
import { logger } from "./logger";

const holder = globalThis as typeof globalThis & { __moveatlasRedis?: Redis };

/** Connects to Redis; commands fail fast while it is down instead of queueing (callers fall back). */
export function connectRedis(url: string): Redis {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  client.on("error", (error) => logger.error({ err: error }, "redis connection failed"));
  return client;
}

/** The process's shared Redis client when REDIS_URL is set; state several instances must share lives there. */
export function getRedis(): Redis | null {
  if (!env.REDIS_URL) return null;
  holder.__moveatlasRedis ??= connectRedis(env.REDIS_URL);
  return holder.__moveatlasRedis;
}

/** Closes the shared client, if one was opened (graceful shutdown). */
export async function closeRedis(): Promise<void> {
  const client = holder.__moveatlasRedis;
  if (!client) return;
  holder.__moveatlasRedis = undefined;
  await client.quit().catch(() => client.disconnect());
}

/**
 * Resolves once the client is connected: commands fail at once before that (no offline queue), and a
 * freshly opened client is still connecting. Rejects on a connection error or after `timeoutMs`.
 */
export async function redisReady(client: Redis, timeoutMs = 2000): Promise<Redis> {
  if (client.status === "ready") return client;
  await once(client, "ready", { signal: AbortSignal.timeout(timeoutMs) });
  return client;
}
