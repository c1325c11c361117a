// Runs PostgreSQL's own client programs (pg_dump, pg_restore, psql) against DATABASE_URL.
import { spawn } from "node:child_process";
import { fail } from "./cli-output.mjs";

/** The server URL, or exit with a sentence saying why this command needs it. */
export function requireDatabaseUrl(command) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    fail(
      `DATABASE_URL is not set. "${command}" works on the PostgreSQL server only: ` +
        `set DATABASE_URL=postgres://user:password@host:5432/database and run it again.`,
    );
  }
  if (!/^postgres(ql)?:\/\//.test(url)) fail("DATABASE_URL must be a postgres:// connection URL.");
  return url;
}

/**
 * The URL for --dbname without its password, which travels in PGPASSWORD instead:
 * arguments are visible to every user of the machine through the process list.
 */
export function connectionFor(databaseUrl) {
  const env = { ...process.env };
  const url = parseUrl(databaseUrl);
  // libpq also takes forms WHATWG URLs reject (postgres://user@/db?host=/run/postgresql): pass those on as given.
  if (!url?.password) return { dbname: databaseUrl, env };
  env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env };
}

/** The database name alone, for messages. */
export function databaseName(databaseUrl) {
  const path = parseUrl(databaseUrl)?.pathname ?? /^[^/]*\/\/[^/]*(\/[^?]*)/.exec(databaseUrl)?.[1] ?? "/";
  return decodeURIComponent(path.slice(1)) || "(default database)";
}

function parseUrl(text) {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * Runs a client program with its messages shown as they come; rejects with a clear sentence.
 * `output: "discard"` drops its standard output (psql echoes a result for every setval of a dump).
 */
export function runTool(program, args, env, { output = "show" } = {}) {
  return new Promise((resolve, reject) => {
    const stdout = output === "discard" ? "ignore" : "inherit";
    const child = spawn(program, args, { env, stdio: ["ignore", stdout, "inherit"] });
    child.on("error", (error) => {
      reject(
        error.code === "ENOENT"
          ? new Error(
              `${program} was not found on PATH. Install the PostgreSQL client programs ` +
                "(Debian and Ubuntu: apt-get install postgresql-client), of the server's major version or newer.",
            )
          : error,
      );
    });
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${program} failed (${signal ?? `exit code ${code}`}); its messages are above.`));
    });
  });
}
