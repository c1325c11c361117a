import path from "node:path";
import type { DbHandle } from "./client";

const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

export async function migrateDatabase(handle: DbHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (handle.driver === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(handle.db as never, { migrationsFolder });
  }
}
