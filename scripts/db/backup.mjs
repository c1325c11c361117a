// `npm run db:backup -- <file>`: the server database (DATABASE_URL) into one pg_dump custom-format file.
import { renameSync, rmSync } from "node:fs";
import { describeFile, fail, requireFileArgument } from "./cli-output.mjs";
import { connectionFor, databaseName, requireDatabaseUrl, runTool } from "./pg-client-tools.mjs";

const databaseUrl = requireDatabaseUrl("npm run db:backup");
const file = requireFileArgument("npm run db:backup -- backups/moveatlas.dump");
const { dbname, env } = connectionFor(databaseUrl);
// Written aside and renamed when complete: a failed backup never replaces a good file of the same name.
const partial = `${file}.partial`;
const startedAt = Date.now();
try {
  // Without owners and grants the file restores into any database, whoever runs the restore.
  await runTool(
    "pg_dump",
    ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`, `--dbname=${dbname}`],
    env,
  );
  renameSync(partial, file);
} catch (error) {
  rmSync(partial, { force: true });
  fail(`Backup of ${databaseName(databaseUrl)} failed: ${error.message}`);
}
console.log(`Backed up database ${databaseName(databaseUrl)} to ${describeFile(file, startedAt)}.`);
