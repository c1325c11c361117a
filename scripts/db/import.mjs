// `npm run db:import -- <file> [--force]`: a plain SQL dump (db:export-embedded) into the server database.
import { closeSync, existsSync, openSync, readSync } from "node:fs";
import pg from "pg";
import { describeFile, fail, requireFileArgument } from "./cli-output.mjs";
import { connectionFor, databaseName, requireDatabaseUrl, runTool } from "./pg-client-tools.mjs";

const USER_SCHEMA = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname !~ '^pg_(toast|temp)'`;
const notFromExtension = (catalog, oid) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend e WHERE e.classid = '${catalog}'::regclass AND e.objid = ${oid} AND e.deptype = 'e')`;

/** --force: the target is emptied inside the import's own transaction, so a failed import keeps it whole. */
const EMPTY_DATABASE = `DO $$
DECLARE item record;
BEGIN
  FOR item IN SELECT n.nspname FROM pg_namespace n
      WHERE ${USER_SCHEMA} AND n.nspname <> 'public' AND ${notFromExtension("pg_namespace", "n.oid")} LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', item.nspname);
  END LOOP;
  FOR item IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
        AND ${notFromExtension("pg_class", "c.oid")} LOOP
    EXECUTE format('DROP %s IF EXISTS %s CASCADE', CASE item.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
      WHEN 'S' THEN 'SEQUENCE' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, item.name);
  END LOOP;
  FOR item IN SELECT p.oid::regprocedure AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND ${notFromExtension("pg_proc", "p.oid")} LOOP
    EXECUTE format('DROP ROUTINE IF EXISTS %s CASCADE', item.name);
  END LOOP;
  FOR item IN SELECT t.oid::regtype AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'r', 'c') AND ${notFromExtension("pg_type", "t.oid")}
        AND (t.typrelid = 0 OR (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c') LOOP
    EXECUTE format('DROP TYPE IF EXISTS %s CASCADE', item.name);
  END LOOP;
END $$;`;

const databaseUrl = requireDatabaseUrl("npm run db:import");
const file = requireFileArgument("npm run db:import -- moveatlas.sql [--force]");
const force = process.argv.includes("--force");
if (!existsSync(file)) fail(`There is no file ${file} to import.`);
if (isCustomFormat(file)) {
  fail(
    `${file} is a pg_dump custom-format file (a db:backup), not SQL: bring it back with npm run db:restore -- ${file}`,
  );
}

const name = databaseName(databaseUrl);
const existing = await listTables(databaseUrl).catch((error) =>
  fail(`Cannot reach database ${name}: ${error.message}`),
);
if (existing.length > 0 && !force) {
  const shown = existing.slice(0, 5).join(", ") + (existing.length > 5 ? ", ..." : "");
  fail(
    `Database ${name} is not empty: it holds ${existing.length} tables (${shown}). ` +
      "Import into a new, empty database, or pass --force to drop everything in it (except extensions) and replace it with the file.",
  );
}

const { dbname, env } = connectionFor(databaseUrl);
const startedAt = Date.now();
const clean = existing.length > 0 ? ["--command", `SET client_min_messages = warning;\n${EMPTY_DATABASE}`] : [];
try {
  await runTool(
    "psql",
    [
      "--no-psqlrc",
      "--quiet",
      "--set=ON_ERROR_STOP=1",
      "--single-transaction",
      `--dbname=${dbname}`,
      ...clean,
      "--file",
      file,
    ],
    env,
    { output: "discard" },
  );
} catch (error) {
  fail(`Import into ${name} failed, nothing was changed: ${error.message}`);
}
const tables = await listTables(databaseUrl);
const replaced = existing.length > 0 ? `, replacing the ${existing.length} tables it held` : "";
console.log(`Imported ${describeFile(file, startedAt)} into database ${name}: ${tables.length} tables${replaced}.`);

/** Tables of our own schemas; extensions' objects and the system's do not make a database "non-empty". */
async function listTables(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`
      SELECT c.oid::regclass::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE ${USER_SCHEMA} AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND ${notFromExtension("pg_class", "c.oid")}
      ORDER BY 1`);
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

function isCustomFormat(path) {
  const fd = openSync(path, "r");
  const magic = Buffer.alloc(5);
  readSync(fd, magic, 0, 5, 0);
  closeSync(fd);
  return magic.toString("latin1") === "PGDMP";
}
