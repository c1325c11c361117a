// `npm run db:restore -- <file>`: a db:backup file back into the server database (DATABASE_URL).
import { existsSync } from "node:fs";
import { describeFile, fail, requireFileArgument } from "./cli-output.mjs";
import { connectionFor, databaseName, requireDatabaseUrl, runTool } from "./pg-client-tools.mjs";

const databaseUrl = requireDatabaseUrl("npm run db:restore");
const file = requireFileArgument("npm run db:restore -- backups/moveatlas.dump");
if (!existsSync(file)) fail(`There is no file ${file} to restore.`);
const { dbname, env } = connectionFor(databaseUrl);
const startedAt = Date.now();
try {
  // One transaction: a restore that fails halfway leaves the database as it was.
  // --clean --if-exists replaces the objects the backup holds and leaves any others alone.
  await runTool(
    "pg_restore",
    ["--clean", "--if-exists", "--no-owner", "--single-transaction", `--dbname=${dbname}`, file],
    env,
  );
} catch (error) {
  fail(`Restore into ${databaseName(databaseUrl)} failed, nothing was changed: ${error.message}`);
}
console.log(`Restored database ${databaseName(databaseUrl)} from ${describeFile(file, startedAt)}.`);
