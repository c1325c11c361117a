import { mkdirSync } from "node:fs";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/config/env";
import { logger } from "@/lib/logger";
import * as schema from "./schema";
import { lockDataFolder } from "./folder-lock";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbTransaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type PoolStats = { total: number; idle: number; waiting: number };
export type DbHandle = {
  db: Db;
  driver: "pglite" | "postgres";
  close: () => Promise<void>;
  poolStats?: () => PoolStats;
};

export type OpenOptions = { databaseUrl?: string; pgliteDir?: string };

/**
 * Session settings every connection gets. Typo-tolerant search uses pg_trgm's word-similarity
 * operator, whose threshold is a session setting (default 0.6 misses common misspellings).
 */
const WORD_SIMILARITY_THRESHOLD = "0.45";
export const SESSION_SETTINGS = `SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;

/**
 * Opens PostgreSQL through node-postgres when a URL is given, otherwise embedded PGlite.
 * `pgliteDir: "memory://"` keeps everything in memory (tests).
 */
export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    });
    // An idle connection can be dropped by the server (restart, failover); that must not end the process.
    pool.on("error", (error) => logger.error({ err: error }, "idle database connection failed"));
    const db = drizzle(pool, { schema, casing: "snake_case" }) as unknown as Db;
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, driver: "postgres", close: () => pool.end(), poolStats };
  }
  const dir = options.pgliteDir ?? ".data/pglite";
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const { btree_gin } = await import("@electric-sql/pglite/contrib/btree_gin");
  const { drizzle } = await import("drizzle-orm/pglite");
  const inMemory = dir.startsWith("memory://");
  const release = inMemory ? () => undefined : lockDataFolder(dir);
  if (!inMemory) mkdirSync(dir, { recursive: true });
  try {
    const client = await PGlite.create(inMemory ? undefined : dir, { extensions: { pg_trgm, unaccent, btree_gin } });
    await client.exec(SESSION_SETTINGS);
    const db = drizzle(client, { schema, casing: "snake_case" }) as unknown as Db;
    return {
      db,
      driver: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

type Holder = { ready?: Promise<DbHandle> };
// One handle per process, shared across Next's separately bundled module graphs; its pool's figures
// are read by the metrics endpoint (scripts/metrics.mjs).
const holder = globalThis as typeof globalThis & { __moveatlasDb?: Holder; __moveatlasDbPoolStats?: () => PoolStats };

/** The process-wide database, opened on first use (never at import, so `next build` never opens it). */
export function getDbHandle(): Promise<DbHandle> {
  if (env.NEXT_PHASE === "phase-production-build") {
    throw new Error("The build must not open the database: make this page dynamic or revalidated.");
  }
  holder.__moveatlasDb ??= {};
  const state = holder.__moveatlasDb;
  state.ready ??= openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR }).then(
    (handle) => {
      holder.__moveatlasDbPoolStats = handle.poolStats;
      return handle;
    },
    (error: unknown) => {
      state.ready = undefined;
      throw error;
    },
  );
  return state.ready;
}

/** Closes the process-wide database, if it was opened (graceful shutdown). */
export async function closeDatabase(): Promise<void> {
  const ready = holder.__moveatlasDb?.ready;
  if (!ready) return;
  holder.__moveatlasDb = {};
  await (await ready).close();
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Raw SQL rows; both drivers answer `{ rows }`, which the shared Db type cannot express. */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
