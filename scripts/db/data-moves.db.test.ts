import { execFile } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "@/config/env";
import { openDatabase, sqlRows, type Db } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import {
  analyticsEvents,
  exercises,
  favourites,
  trainingEntries,
  trainingSessions,
  trainingSets,
  users,
  workoutExercises,
  workouts,
} from "@/db/schema";
import { seedCatalogue } from "@/modules/catalogue/seed/seed-catalogue";
import { seedOriginals } from "@/modules/workouts/seed/seed-originals";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const serverUrl = env.TEST_DATABASE_URL;
const needsServer = serverUrl ? "" : " (skipped: TEST_DATABASE_URL is not set, so there is no PostgreSQL server)";
const work = mkdtempSync(path.join(tmpdir(), "moveatlas-data-moves-"));
const created: string[] = [];

// Values COPY must escape (tab, newline, backslash, quotes) and text outside ASCII.
const TRICKY_NAME = 'Jambes\tlourdes — "ça brûle" \\ 💪';
const TRICKY_NOTES = "première ligne\nseconde ligne";

/** `npm run <script> -- <args>` in a child process, the way a person runs it. */
async function npmRun(script: string, args: string[], variables: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, variables);
  return run("npm", ["run", "--silent", script, "--", ...args], { cwd: ROOT, env: childEnv, timeout: 120_000 });
}

async function npmFails(script: string, args: string[], variables: Record<string, string>) {
  const error = await npmRun(script, args, variables).then(
    () => {
      throw new Error(`npm run ${script} succeeded where it should have refused`);
    },
    (failure: { code?: number; stderr?: string }) => failure,
  );
  return { code: error.code, stderr: error.stderr ?? "" };
}

/** A new, empty database on the test server, dropped in afterAll. */
async function createServerDatabase(): Promise<string> {
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `moveatlas_dump_${randomBytes(6).toString("hex")}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  created.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A user with a favourite, a saved workout, a logged set and an analytics event: rows in most tables. */
async function seedAccountData(db: Db): Promise<void> {
  await seedCatalogue(db);
  await seedOriginals(db);
  const [exercise] = await db.select({ id: exercises.id }).from(exercises).orderBy(exercises.id).limit(1);
  if (!exercise) throw new Error("The catalogue seed wrote no exercises");
  await db.insert(users).values({ id: "user-1", name: "Zoë", email: "zoe@example.com", firstName: "Zoë" });
  await db.insert(favourites).values({ userId: "user-1", exerciseId: exercise.id });
  const [saved] = await db
    .insert(workouts)
    .values({ kind: "saved", ownerId: "user-1", name: TRICKY_NAME, notes: TRICKY_NOTES, generator: null })
    .returning({ id: workouts.id });
  if (!saved) throw new Error("The saved workout was not written");
  await db.insert(workoutExercises).values({
    workoutId: saved.id,
    position: 0,
    exerciseId: exercise.id,
    regularSets: 3,
    reps: "8-12",
    totalLoad: 1.1,
  });
  const sessionId = randomUUID();
  const entryId = randomUUID();
  await db.insert(trainingSessions).values({ id: sessionId, userId: "user-1", title: "Lundi", startedAt: new Date() });
  await db.insert(trainingEntries).values({ id: entryId, sessionId, position: 0, exerciseId: exercise.id });
  await db.insert(trainingSets).values({ id: randomUUID(), entryId, position: 0, reps: 8, loadKg: 72.5, rir: 1.5 });
  await db.insert(analyticsEvents).values({
    name: "upsell_shown",
    visitorId: "visitor-1",
    device: "desktop",
    path: "/workouts",
    props: { cta: "trial", step: 2 },
    occurredAt: new Date(),
  });
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;
type TableDigest = Record<string, { rows: number; digest: string }>;

/** Every table's row count and a digest of all its values, comparable across PGlite and the server. */
async function digestTables(query: Query): Promise<TableDigest> {
  await query("SET TimeZone = 'UTC'");
  const tables = await query(`
    SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
    WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1`);
  const digests: TableDigest = {};
  for (const { name } of tables) {
    const [row] = await query(`
      SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS digest
      FROM ${String(name)} t`);
    digests[String(name)] = { rows: Number(row?.rows), digest: String(row?.digest) };
  }
  return digests;
}

const serverQuery =
  (client: pg.Client): Query =>
  async (text) =>
    (await client.query(text)).rows as Record<string, unknown>[];

const dbQuery =
  (db: Db): Query =>
  (text) =>
    sqlRows<Record<string, unknown>>(db, sql.raw(text));

afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  if (!serverUrl || created.length === 0) return;
  await withClient(serverUrl, async (client) => {
    for (const name of created) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
});

describe("data-move commands without a server", () => {
  it.each(["db:backup", "db:restore", "db:import"])("%s says DATABASE_URL is required", async (script) => {
    const result = await npmFails(script, [path.join(work, "none.dump")], {});
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/DATABASE_URL is not set/);
  });

  it("db:export-embedded refuses while another process holds the folder", async () => {
    const dir = path.join(work, "held");
    const handle = await openDatabase({ pgliteDir: dir });
    try {
      const result = await npmFails("db:export-embedded", [path.join(work, "held.sql")], { PGLITE_DIR: dir });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(new RegExp(`is open in process ${process.pid}, most likely the app's server`));
      expect(result.stderr).toMatch(/Stop that process, run the export, then start the app again\./);
    } finally {
      await handle.close();
    }
  });
});

describe(`embedded database to server${needsServer}`, () => {
  const dir = path.join(work, "pglite");
  const file = path.join(work, "embedded.sql");
  let expected: TableDigest;
  let imported: string;

  beforeAll(async () => {
    if (!serverUrl) return;
    const handle = await openDatabase({ pgliteDir: dir });
    try {
      await migrateDatabase(handle);
      await seedAccountData(handle.db);
      expected = await digestTables(dbQuery(handle.db));
    } finally {
      await handle.close();
    }
  });

  it.skipIf(!serverUrl)("exports every table and imports it into an empty database unchanged", async () => {
    const exported = await npmRun("db:export-embedded", [file], { PGLITE_DIR: dir });
    expect(exported.stdout).toMatch(/Exported the embedded database .+ tables, .+ rows, \d+ sequences\./);
    imported = await createServerDatabase();
    const result = await npmRun("db:import", [file], { DATABASE_URL: imported });
    expect(result.stdout).toMatch(/Imported .+ into database moveatlas_dump_\w+: \d+ tables\./);

    await withClient(imported, async (client) => {
      const actual = await digestTables(serverQuery(client));
      expect(actual).toEqual(expected);
      expect(Object.keys(actual)).toContain("drizzle.__drizzle_migrations");
      expect(expected["public.translations"]?.rows).toBeGreaterThan(1000);
      const { rows: saved } = await client.query("SELECT name, notes FROM public.workouts WHERE kind = 'saved'");
      expect(saved).toEqual([{ name: TRICKY_NAME, notes: TRICKY_NOTES }]);
      const { rows: sets } = await client.query("SELECT load_kg, rir FROM public.training_sets");
      expect(sets).toEqual([{ load_kg: 72.5, rir: 1.5 }]);
      const { rows: extensions } = await client.query("SELECT extname FROM pg_extension ORDER BY 1");
      expect(extensions.map((row) => row.extname)).toEqual(
        expect.arrayContaining(["btree_gin", "pg_trgm", "unaccent"]),
      );
    });
  });

  it.skipIf(!serverUrl)("continues the sequences where the embedded database left them", async () => {
    const handle = await openDatabase({ databaseUrl: imported });
    try {
      const [before] = await handle.db
        .select({ id: workouts.id })
        .from(workouts)
        .orderBy(sql`id desc`)
        .limit(1);
      const [added] = await handle.db
        .insert(workouts)
        .values({ kind: "saved", ownerId: "user-1", name: "After the move" })
        .returning({ id: workouts.id });
      expect(added?.id).toBe((before?.id ?? 0) + 1);
      await handle.db.delete(workouts).where(eq(workouts.name, "After the move"));
    } finally {
      await handle.close();
    }
  });

  it.skipIf(!serverUrl)("leaves the server's migrator nothing to apply", async () => {
    const journal = JSON.parse(readFileSync(path.join(ROOT, "drizzle/meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    const handle = await openDatabase({ databaseUrl: imported });
    try {
      await expect(migrateDatabase(handle)).resolves.toBeUndefined();
      const [row] = await sqlRows<{ count: number }>(
        handle.db,
        sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
      );
      expect(row?.count).toBe(journal.entries.length);
    } finally {
      await handle.close();
    }
  });

  it.skipIf(!serverUrl)("gives the same schema the migrations make on the server", async () => {
    const migrated = await createServerDatabase();
    const handle = await openDatabase({ databaseUrl: migrated });
    await migrateDatabase(handle).finally(() => handle.close());
    // pg_dump 15.14 and later write a random \restrict key into every dump.
    const schemaOf = async (url: string) =>
      (await run("pg_dump", ["--schema-only", "--no-owner", "--no-privileges", `--dbname=${url}`])).stdout
        .split("\n")
        .filter((line) => !line.startsWith("\\restrict") && !line.startsWith("\\unrestrict"))
        .join("\n");
    expect(await schemaOf(imported)).toBe(await schemaOf(migrated));
  });

  it.skipIf(!serverUrl)("refuses a database that is not empty unless --force", async () => {
    const refused = await npmFails("db:import", [file], { DATABASE_URL: imported });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not empty: it holds \d+ tables .+ pass --force/);
    const forced = await npmRun("db:import", [file, "--force"], { DATABASE_URL: imported });
    expect(forced.stdout).toMatch(/replacing the \d+ tables it held/);
    await withClient(imported, async (client) => expect(await digestTables(serverQuery(client))).toEqual(expected));
  });
});

describe(`server backup and restore${needsServer}`, () => {
  const file = path.join(work, "server.dump");
  let source: string;
  let expected: TableDigest;

  beforeAll(async () => {
    if (!serverUrl) return;
    source = await createServerDatabase();
    const handle = await openDatabase({ databaseUrl: source });
    try {
      await migrateDatabase(handle);
      await seedAccountData(handle.db);
    } finally {
      await handle.close();
    }
    expected = await withClient(source, (client) => digestTables(serverQuery(client)));
  });

  it.skipIf(!serverUrl)("restores a backup into a fresh database with every row", async () => {
    const backup = await npmRun("db:backup", [file], { DATABASE_URL: source });
    expect(backup.stdout).toMatch(/Backed up database moveatlas_dump_\w+ to .+ \(.+\) in [\d.]+ s\./);
    const target = await createServerDatabase();
    const restored = await npmRun("db:restore", [file], { DATABASE_URL: target });
    expect(restored.stdout).toMatch(/Restored database moveatlas_dump_\w+ from .+ in [\d.]+ s\./);
    await withClient(target, async (client) => expect(await digestTables(serverQuery(client))).toEqual(expected));

    // --clean --if-exists: restoring over the restored database replaces it rather than failing.
    await npmRun("db:restore", [file], { DATABASE_URL: target });
    await withClient(target, async (client) => expect(await digestTables(serverQuery(client))).toEqual(expected));
  });
});
