import type { DbHandle } from "./client";

/**
 * One key for every instance on the same PostgreSQL: whoever holds it migrates and seeds while the
 * others wait, then find nothing left to do. Any fixed 64-bit number works; this one reads "moveatlas".
 */
const PREPARATION_LOCK_KEY = 0x6d6f766561746c61n;

/**
 * Runs `work` while holding a PostgreSQL session advisory lock on a connection of its own, so the
 * lock is released when the work ends or when the process dies. The embedded database needs none:
 * its folder is locked to one process (folder-lock.ts).
 */
export async function withPreparationLock<T>(
  handle: DbHandle,
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.driver !== "postgres" || !databaseUrl) return work();
  const { Client } = await import("pg");
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PREPARATION_LOCK_KEY.toString()]);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}
