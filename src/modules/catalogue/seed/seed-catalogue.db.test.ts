import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exerciseMuscles, exercises, muscles, translations } from "@/db/schema";
import { sqlRows } from "@/db/client";
import { createTestDatabase, testDrivers, type TestDatabase } from "@/db/testing/test-database";
import { seedCatalogue } from "./seed-catalogue";

describe.each(testDrivers())("catalogue seed on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await seedCatalogue(database.db);
  });
  afterAll(() => database.dispose());

  it("imports all 873 exercises with unique slugs", async () => {
    const [row] = await database.db
      .select({ total: count(), slugs: sql<number>`count(distinct ${exercises.slug})`.mapWith(Number) })
      .from(exercises);
    expect(row).toEqual({ total: 873, slugs: 873 });
  });

  it("gives every exercise at least one primary simple muscle", async () => {
    const [row] = await sqlRows<{ missing: number }>(
      database.db,
      sql`
      select count(*)::int as missing from exercises e
      where not exists (
        select 1 from exercise_muscles m
        where m.exercise_id = e.id and m.muscle_set = 'simple' and m.tier = 'primary'
      )`,
    );
    expect(Number(row?.missing)).toBe(0);
  });

  it("gives every advanced muscle a simple parent", async () => {
    const rows = await database.db.select().from(muscles).where(eq(muscles.isAdvanced, true));
    const simpleKeys = new Set(
      (await database.db.select().from(muscles).where(eq(muscles.isSimple, true))).map((row) => row.key),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(simpleKeys.has(row.parentKey ?? "")).toBe(true);
  });

  it("changes nothing when run again", async () => {
    const before = await snapshot(database);
    await expect(seedCatalogue(database.db)).resolves.toEqual({ changed: false });
    expect(await snapshot(database)).toEqual(before);
  });
});

async function snapshot(database: TestDatabase) {
  const [exerciseCount] = await database.db.select({ n: count() }).from(exercises);
  const [linkCount] = await database.db.select({ n: count() }).from(exerciseMuscles);
  const [translationCount] = await database.db.select({ n: count() }).from(translations);
  return { exercises: exerciseCount?.n, links: linkCount?.n, translations: translationCount?.n };
}
