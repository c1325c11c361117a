import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exerciseMuscles, exercises, muscles, translations } from "@/db/schema";
import { sqlRows } from "@/db/client";
import { createTestDatabase, testDrivers, type TestDatabase } from "@/db/testing/test-database";
import type { CatalogueExercise } from "../catalogue-file";
import { findExercise } from "../server/get-exercise";
import { DEFAULT_CATALOGUE_DIR } from "./read-catalogue-files";
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

  it("gives every exercise its popularity weight, staples high and rare variants low", async () => {
    const weights = new Map(
      (await database.db.select({ slug: exercises.slug, popularity: exercises.popularity }).from(exercises)).map(
        (row) => [row.slug, row.popularity],
      ),
    );
    for (const staple of [
      "barbell-squat",
      "barbell-bench-press-medium-grip",
      "barbell-deadlift",
      "pullups",
      "pushups",
    ]) {
      expect(weights.get(staple), staple).toBe(100);
    }
    expect(weights.get("squat-jerk")).toBeLessThan(30);
    expect([...weights.values()].every((weight) => weight >= 1 && weight <= 100)).toBe(true);
  });

  it("changes nothing when run again", async () => {
    const before = await snapshot(database);
    await expect(seedCatalogue(database.db)).resolves.toEqual({ changed: false });
    expect(await snapshot(database)).toEqual(before);
  });
});

describe.each(testDrivers())("translated steps on %s", (driver) => {
  const english = (
    JSON.parse(readFileSync(path.join(DEFAULT_CATALOGUE_DIR, "exercises.json"), "utf8")) as CatalogueExercise[]
  ).filter((exercise) => ["barbell-squat", "pushups", "plank"].includes(exercise.slug));
  const [squat, pushups, plank] = ["barbell-squat", "pushups", "plank"].map((slug) => {
    const exercise = english.find((item) => item.slug === slug);
    if (!exercise) throw new Error(`${slug} is missing from the catalogue`);
    return exercise;
  }) as [CatalogueExercise, CatalogueExercise, CatalogueExercise];
  const german = (exercise: CatalogueExercise, word = "Schritt") =>
    exercise.steps.map((_, index) => `${word} ${index + 1} auf Deutsch.`);
  let dir: string;
  let database: TestDatabase;

  const writeBatch = (locale: string, file: string, steps: Record<string, string[]>) => {
    mkdirSync(path.join(dir, "steps", locale), { recursive: true });
    writeFileSync(path.join(dir, "steps", locale, file), JSON.stringify(steps));
  };
  const stepsOf = async (slug: string, locale: "de-de" | "fr-fr" | "en-us") =>
    (await findExercise(database.db, slug, locale))?.correct_steps.map((step) => step.text);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "catalogue-"));
    writeFileSync(path.join(dir, "exercises.json"), JSON.stringify(english));
    writeFileSync(
      path.join(dir, "popularity.json"),
      JSON.stringify({ "barbell-squat": 100, pushups: 100, plank: 100 }),
    );
    writeBatch("de-de", "01.json", {
      "barbell-squat": german(squat),
      // One step short: it no longer lines up with the English, so German readers keep the English.
      pushups: german(pushups).slice(1),
    });
    database = await createTestDatabase(driver);
    await seedCatalogue(database.db, dir);
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves a locale's steps, and English where a locale has none", async () => {
    expect(await stepsOf("barbell-squat", "de-de")).toEqual(german(squat));
    expect(await stepsOf("barbell-squat", "fr-fr")).toEqual(squat.steps);
    expect(await stepsOf("barbell-squat", "en-us")).toEqual(squat.steps);
    expect(await stepsOf("plank", "de-de")).toEqual(plank.steps);
  });

  it("keeps the English for steps that do not line up with it", async () => {
    expect(await stepsOf("pushups", "de-de")).toEqual(pushups.steps);
  });

  it("seeds again when a batch is added or changed", async () => {
    writeBatch("de-de", "02.json", { plank: german(plank, "Teil") });
    writeBatch("de-de", "01.json", { "barbell-squat": german(squat, "Stufe") });
    await expect(seedCatalogue(database.db, dir)).resolves.toEqual({ changed: true });
    expect(await stepsOf("plank", "de-de")).toEqual(german(plank, "Teil"));
    expect(await stepsOf("barbell-squat", "de-de")).toEqual(german(squat, "Stufe"));
    await expect(seedCatalogue(database.db, dir)).resolves.toEqual({ changed: false });
  });

  it("refuses a batch that is not slug to a list of steps, naming the file", async () => {
    writeFileSync(path.join(dir, "steps", "de-de", "03.json"), JSON.stringify({ plank: "Halten." }));
    await expect(seedCatalogue(database.db, dir)).rejects.toThrow(/steps\/de-de\/03\.json/);
  });
});

async function snapshot(database: TestDatabase) {
  const [exerciseCount] = await database.db.select({ n: count() }).from(exercises);
  const [linkCount] = await database.db.select({ n: count() }).from(exerciseMuscles);
  const [translationCount] = await database.db.select({ n: count() }).from(translations);
  return { exercises: exerciseCount?.n, links: linkCount?.n, translations: translationCount?.n };
}
