import { eq, inArray, notInArray, sql } from "drizzle-orm";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/config/locales";
import type { Db, DbTransaction } from "@/db/client";
import {
  appMeta,
  categories,
  difficulties,
  equipment,
  exerciseGoals,
  exerciseMuscles,
  exercises,
  exerciseSteps,
  goals,
  muscles,
  translations,
} from "@/db/schema";
import { buildMuscleRows } from "../reference/muscle-rows";
import { CATEGORIES, DIFFICULTIES, EQUIPMENT, GOALS } from "../reference/taxonomy";
import { POPULARITY_RANGE } from "../catalogue-file";
import { equipmentSlug } from "../equipment-slug";
import { forgetCatalogueReads } from "../catalogue-cache";
import {
  DEFAULT_CATALOGUE_DIR,
  readCatalogueFiles,
  translatedSteps,
  type CatalogueFiles,
} from "./read-catalogue-files";

/** `excluded.<column>` of an upsert, from a camelCase property name. */
const excluded = (property: string) =>
  sql.raw(`excluded."${property.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}"`);

const FINGERPRINT_KEY = "catalogue_fingerprint";
const CHUNK = 500;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

// Bump when the seed itself changes what it writes, so existing databases are seeded again.
const SEED_VERSION = 2;
const referenceFingerprint = JSON.stringify([
  SEED_VERSION,
  buildMuscleRows(),
  EQUIPMENT,
  DIFFICULTIES,
  CATEGORIES,
  GOALS,
]);

/**
 * Brings the catalogue tables in line with `data/catalogue`. Idempotent: when the files and the
 * reference lists are unchanged since the last seed, it writes nothing. Exercise ids are kept,
 * so rows that point at exercises (favourites, workouts) survive a re-seed.
 */
export async function seedCatalogue(db: Db, dir = DEFAULT_CATALOGUE_DIR): Promise<{ changed: boolean }> {
  const files = readCatalogueFiles(dir, referenceFingerprint);
  const [current] = await db.select().from(appMeta).where(eq(appMeta.key, FINGERPRINT_KEY));
  if (current?.value === files.fingerprint) return { changed: false };
  await db.transaction(async (tx) => {
    await upsertReference(tx);
    await upsertExercises(tx, files);
    await replaceTranslations(tx, files);
    await tx
      .insert(appMeta)
      .values({ key: FINGERPRINT_KEY, value: files.fingerprint })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: files.fingerprint, updatedAt: new Date() } });
  });
  // Fresh statistics, so the planner picks the trigram index for search.
  await db.execute(sql`analyze translations`);
  forgetCatalogueReads(db);
  return { changed: true };
}

async function upsertReference(tx: DbTransaction) {
  for (const row of buildMuscleRows()) {
    await tx.insert(muscles).values(row).onConflictDoUpdate({ target: muscles.id, set: row });
  }
  for (const item of EQUIPMENT) {
    const row = {
      id: item.id,
      key: item.key,
      slug: equipmentSlug(item.name),
      name: item.name,
      includeInWorkoutGenerator: item.inGenerator,
    };
    await tx.insert(equipment).values(row).onConflictDoUpdate({ target: equipment.id, set: row });
  }
  for (const [table, items] of [
    [difficulties, DIFFICULTIES],
    [categories, CATEGORIES],
    [goals, GOALS],
  ] as const) {
    for (const { id, key, name } of items) {
      await tx.insert(table).values({ id, key, name }).onConflictDoUpdate({ target: table.id, set: { key, name } });
    }
  }
}

async function upsertExercises(tx: DbTransaction, files: CatalogueFiles) {
  const muscleIds = new Map(buildMuscleRows().map((row) => [row.key, row.id]));
  const idOf = <T extends { key: string; id: number }>(items: readonly T[], key: string | null) =>
    items.find((item) => item.key === key)?.id ?? null;
  const idBySlug = new Map(files.exercises.map((exercise) => [exercise.slug, exercise.id]));
  const ids = files.exercises.map((exercise) => exercise.id);

  const rows = files.exercises.map((exercise) => ({
    id: exercise.id,
    slug: exercise.slug,
    name: exercise.name,
    difficultyId: idOf(DIFFICULTIES, exercise.difficulty) ?? 2,
    categoryId: idOf(CATEGORIES, exercise.category) ?? 1,
    equipmentId: idOf(EQUIPMENT, exercise.equipment),
    force: exercise.force,
    mechanic: exercise.mechanic,
    grips: exercise.grips,
    cardio: exercise.cardio,
    variationOf: exercise.variationOf ? (idBySlug.get(exercise.variationOf) ?? null) : null,
    // The catalogue check requires a weight for every exercise; one still missing counts as obscure.
    popularity: files.popularity[exercise.slug] ?? POPULARITY_RANGE.min,
  }));
  await tx.delete(exercises).where(notInArray(exercises.id, ids.length ? ids : [0]));
  await insertChunked(rows, (chunk) =>
    tx
      .insert(exercises)
      .values(chunk)
      .onConflictDoUpdate({
        target: exercises.id,
        set: Object.fromEntries(
          Object.keys(chunk[0] ?? {})
            .filter((column) => column !== "id")
            .map((column) => [column, excluded(column)]),
        ),
      }),
  );

  await tx.delete(exerciseMuscles).where(inArray(exerciseMuscles.exerciseId, ids));
  await tx.delete(exerciseGoals).where(inArray(exerciseGoals.exerciseId, ids));
  await tx.delete(exerciseSteps).where(inArray(exerciseSteps.exerciseId, ids));

  const muscleRows = files.exercises.flatMap((exercise) => {
    const sets = [
      ["simple", exercise.muscles],
      ["advanced", exercise.advancedMuscles],
      ["joints", { primary: exercise.joints, secondary: [], tertiary: [] }],
    ] as const;
    return sets.flatMap(([muscleSet, tiers]) =>
      (["primary", "secondary", "tertiary"] as const).flatMap((tier) =>
        tiers[tier].map((key: string, position: number) => ({
          exerciseId: exercise.id,
          muscleId: muscleIds.get(key) ?? 0,
          muscleSet,
          tier,
          position,
        })),
      ),
    );
  });
  await insertChunked(muscleRows, (chunk) => tx.insert(exerciseMuscles).values(chunk).onConflictDoNothing());

  const goalRows = files.exercises.flatMap((exercise) =>
    exercise.goals.map((goal) => ({ exerciseId: exercise.id, goalId: idOf(GOALS, goal) ?? 0 })),
  );
  await insertChunked(goalRows, (chunk) => tx.insert(exerciseGoals).values(chunk));

  const stepRows = files.exercises.flatMap((exercise) =>
    exercise.steps.map((text, position) => ({ exerciseId: exercise.id, locale: "en-us", position, text })),
  );
  const bySlug = new Map(files.exercises.map((exercise) => [exercise.slug, exercise]));
  for (const [locale, steps] of Object.entries(translatedSteps(files.stepBatches))) {
    if (!isTranslationLocale(locale)) continue;
    for (const [slug, texts] of Object.entries(steps)) {
      const exercise = bySlug.get(slug);
      // Steps that no longer line up with the English ones would pair the wrong cues: those readers
      // keep the English until the translation is redone (the catalogue check names them).
      if (!exercise || texts.length !== exercise.steps.length) continue;
      texts.forEach((text, position) => stepRows.push({ exerciseId: exercise.id, locale, position, text }));
    }
  }
  await insertChunked(stepRows, (chunk) => tx.insert(exerciseSteps).values(chunk));
}

async function replaceTranslations(tx: DbTransaction, files: CatalogueFiles) {
  await tx.delete(translations);
  const rows: { entity: string; entityKey: string; locale: string; name: string }[] = [];
  const idBySlug = new Map(files.exercises.map((exercise) => [exercise.slug, exercise.id]));
  for (const exercise of files.exercises) {
    rows.push({ entity: "exercise", entityKey: String(exercise.id), locale: "en-us", name: exercise.name });
  }
  for (const [locale, names] of Object.entries(files.exerciseNames)) {
    for (const [slug, name] of Object.entries(names)) {
      const id = idBySlug.get(slug);
      if (id !== undefined) rows.push({ entity: "exercise", entityKey: String(id), locale, name });
    }
  }
  const english = {
    muscles: Object.fromEntries(buildMuscleRows().map((row) => [row.key, row.name])),
    equipment: Object.fromEntries(EQUIPMENT.map((item) => [item.key, item.name])),
    difficulties: Object.fromEntries(DIFFICULTIES.map((item) => [item.key, item.name])),
    categories: Object.fromEntries(CATEGORIES.map((item) => [item.key, item.name])),
    goals: Object.fromEntries(GOALS.map((item) => [item.key, item.name])),
  };
  for (const [locale, names] of [["en-us", english] as const, ...Object.entries(files.taxonomyNames)]) {
    for (const [entity, byKey] of Object.entries(names)) {
      for (const [key, name] of Object.entries(byKey)) {
        rows.push({ entity: TAXONOMY_ENTITY[entity as keyof typeof english], entityKey: key, locale, name });
      }
    }
  }
  await insertChunked(rows, (chunk) => tx.insert(translations).values(chunk).onConflictDoNothing());
  await tx.update(translations).set({ searchText: sql`lower(unaccent(${translations.name}))` });
}

const isTranslationLocale = (locale: string): locale is Locale =>
  locale !== DEFAULT_LOCALE && (LOCALES as readonly string[]).includes(locale);

/** Taxonomy translations are keyed by the entity's stable key (e.g. `chest`, `barbell`). */
const TAXONOMY_ENTITY = {
  muscles: "muscle",
  equipment: "equipment",
  difficulties: "difficulty",
  categories: "category",
  goals: "goal",
} as const;
