import "server-only";
import { sql } from "drizzle-orm";
import { getDb, sqlRows } from "@/db/client";
import { env } from "@/config/env";
import { getRedis, redisReady } from "@/lib/redis";

/** A check that hangs counts as failed: a load balancer must hear back quickly. */
const CHECK_TIMEOUT_MS = 2000;

type CheckResult = "ok" | "failed" | "not configured";
export type Readiness = { ready: boolean; draining: boolean; database: CheckResult; redis: CheckResult };

function withinTimeout(check: Promise<unknown>): Promise<CheckResult> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS).unref(),
  );
  return Promise.race([check, timeout]).then(
    () => "ok",
    () => "failed",
  );
}

const isDraining = () => (globalThis as { __moveatlasDraining?: boolean }).__moveatlasDraining === true;

/**
 * Whether this instance should get traffic: not shutting down, and its database answers. Redis is
 * checked and reported, but an instance without it still serves (limits count per instance, pages are
 * rendered here): taking every instance out of rotation when Redis fails would turn a slowdown into an
 * outage.
 */
export async function checkReadiness(): Promise<Readiness> {
  const draining = isDraining();
  const redis = getRedis();
  const [database, redisCheck] = await Promise.all([
    withinTimeout(getDb().then((db) => sqlRows(db, sql`select 1`))),
    redis
      ? withinTimeout(redisReady(redis, CHECK_TIMEOUT_MS).then((client) => client.ping()))
      : Promise.resolve<CheckResult>("not configured"),
  ]);
  const ready = !draining && database === "ok";
  return { ready, draining, database, redis: env.REDIS_URL ? redisCheck : "not configured" };
}
