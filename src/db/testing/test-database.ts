import { randomBytes } from "node:crypto";
import { env } from "@/config/env";
import { openDatabase, type DbHandle } from "../client";
import { migrateDatabase } from "../migrate";

export type TestDriver = "pglite" | "postgres";

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it). */
export function testDrivers(): TestDriver[] {
  return env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export type TestDatabase = DbHandle & { dispose: () => Promise<void> };

/** A fresh, migrated database: in-memory PGlite, or a new database on the server dropped afterwards. */
export async function createTestDatabase(driver: TestDriver): Promise<TestDatabase> {
  if (driver === "pglite") {
    const handle = await openDatabase({ pgliteDir: "memory://" });
    await migrateDatabase(handle);
    return { ...handle, dispose: handle.close };
  }
  const adminUrl = env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const { Client } = await import("pg");
  const name = `moveatlas_test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(handle);
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
