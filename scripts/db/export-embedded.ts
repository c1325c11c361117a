/**
 * `npm run db:export-embedded -- <file>`: the embedded database (PGLITE_DIR, else .data/pglite) as a
 * plain SQL dump for PostgreSQL: `npm run db:import -- <file>` or `psql -f <file>` on the server.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { PGliteInterface } from "@electric-sql/pglite";
import { env } from "../../src/config/env";
import { openDatabase, type DbHandle } from "../../src/db/client";
import { describeFile, fail, requireFileArgument } from "./cli-output.mjs";
import { dumpEmbeddedDatabase } from "./embedded-dump";

const dir = env.PGLITE_DIR;
const file = requireFileArgument("npm run db:export-embedded -- moveatlas.sql");
if (!existsSync(path.join(dir, "PG_VERSION"))) {
  fail(`There is no embedded database in ${dir}. Set PGLITE_DIR to the folder the app uses and run the export again.`);
}

let handle: DbHandle;
try {
  // Opening takes the folder's lock, so the app cannot start and write while the export reads.
  handle = await openDatabase({ pgliteDir: dir });
} catch (error) {
  const message = (error as Error).message;
  const holder = /in use by process (\d+)/.exec(message)?.[1];
  fail(
    holder
      ? `Cannot export: the embedded database in ${dir} is open in process ${holder}, most likely the app's server, ` +
          "which holds it while it runs. Stop that process, run the export, then start the app again."
      : `Cannot open the embedded database in ${dir}: ${message}`,
  );
}

const startedAt = Date.now();
try {
  // The handle's drizzle wrapper keeps the PGlite client it was given; the dump needs COPY to a blob.
  const client = (handle.db as unknown as { $client: PGliteInterface }).$client;
  const summary = await dumpEmbeddedDatabase(client, file);
  console.log(
    `Exported the embedded database ${dir} to ${describeFile(file, startedAt)}: ` +
      `${summary.tables} tables, ${summary.rows.toLocaleString("en-US")} rows, ${summary.sequences} sequences.`,
  );
} catch (error) {
  await handle.close();
  fail(`Export of ${dir} failed: ${(error as Error).message}`);
}
await handle.close();
