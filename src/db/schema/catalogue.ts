import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";

/** Simple muscles, advanced muscles and joints share one table; a muscle may belong to both sets. */
export const muscles = pgTable("muscles", {
  id: integer().primaryKey(),
  key: text().notNull().unique(),
  name: text().notNull(),
  kind: text({ enum: ["muscle", "joint"] }).notNull(),
  isSimple: boolean().notNull().default(false),
  isAdvanced: boolean().notNull().default(false),
  parentKey: text(),
  side: text({ enum: ["front", "back", "both"] }),
  position: integer().notNull(),
});

export const equipment = pgTable("equipment", {
  id: integer().primaryKey(),
  key: text().notNull().unique(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  includeInWorkoutGenerator: boolean().notNull(),
  enabled: boolean().notNull().default(true),
});

export const difficulties = pgTable("difficulties", {
  id: integer().primaryKey(),
  key: text().notNull().unique(),
  name: text().notNull(),
});

export const categories = pgTable("categories", {
  id: integer().primaryKey(),
  key: text().notNull().unique(),
  name: text().notNull(),
});

export const goals = pgTable("goals", {
  id: integer().primaryKey(),
  key: text().notNull().unique(),
  name: text().notNull(),
});

export const exercises = pgTable(
  "exercises",
  {
    id: integer().primaryKey(),
    slug: text().notNull(),
    name: text().notNull(),
    difficultyId: integer()
      .notNull()
      .references(() => difficulties.id),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    equipmentId: integer().references(() => equipment.id),
    force: text({ enum: ["push", "pull", "static"] }),
    mechanic: text({ enum: ["compound", "isolation"] }),
    grips: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cardio: boolean().notNull().default(false),
    variationOf: integer(),
    /** How common the exercise is, 1 (obscure) to 100 (a staple): orders equally good search matches. */
    popularity: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex("exercises_slug_idx").on(table.slug),
    index("exercises_equipment_idx").on(table.equipmentId),
    index("exercises_difficulty_idx").on(table.difficultyId),
  ],
);

export const MUSCLE_TIERS = ["primary", "secondary", "tertiary"] as const;
export type MuscleTier = (typeof MUSCLE_TIERS)[number];
export type MuscleSetName = "simple" | "advanced" | "joints";

export const exerciseMuscles = pgTable(
  "exercise_muscles",
  {
    exerciseId: integer()
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    muscleId: integer()
      .notNull()
      .references(() => muscles.id),
    muscleSet: text({ enum: ["simple", "advanced", "joints"] }).notNull(),
    tier: text({ enum: MUSCLE_TIERS }).notNull(),
    // Order within the tier: the first primary muscle is the exercise's main target.
    position: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.exerciseId, table.muscleSet, table.muscleId] }),
    index("exercise_muscles_lookup_idx").on(table.muscleId, table.muscleSet),
  ],
);

export const exerciseGoals = pgTable(
  "exercise_goals",
  {
    exerciseId: integer()
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    goalId: integer()
      .notNull()
      .references(() => goals.id),
  },
  (table) => [primaryKey({ columns: [table.exerciseId, table.goalId] })],
);

export const exerciseSteps = pgTable(
  "exercise_steps",
  {
    exerciseId: integer()
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    locale: text().notNull(),
    position: integer().notNull(),
    text: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.exerciseId, table.locale, table.position] })],
);

/** Licensed media only: rows exist when a real file does (`MEDIA_BASE_URL` points at the files). */
export const exerciseMedia = pgTable(
  "exercise_media",
  {
    exerciseId: integer()
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    gender: text({ enum: ["male", "female"] }).notNull(),
    position: integer().notNull(),
    brandedVideo: text(),
    ogImage: text(),
  },
  (table) => [primaryKey({ columns: [table.exerciseId, table.gender, table.position] })],
);

export const exerciseLongForm = pgTable(
  "exercise_long_form",
  {
    exerciseId: integer()
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    gender: text({ enum: ["male", "female"] }).notNull(),
    youtubeLink: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.exerciseId, table.gender, table.youtubeLink] })],
);

/**
 * Translated names of catalogue entities, one row per entity and locale
 * (entity: exercise, muscle, equipment, difficulty, category, goal; key: the entity's id as text).
 */
export const translations = pgTable(
  "translations",
  {
    entity: text().notNull(),
    entityKey: text().notNull(),
    locale: text().notNull(),
    name: text().notNull(),
    /** The name lower-cased and without accents (unaccent is not immutable, so it is stored at seed). */
    searchText: text().notNull().default(""),
  },
  (table) => [
    primaryKey({ columns: [table.entity, table.entityKey, table.locale] }),
    index("translations_locale_idx").on(table.entity, table.locale),
    // Locale and trigrams in one index (btree_gin), so a search reads only its two locales' matches.
    index("translations_search_idx")
      .using("gin", table.locale, table.searchText.op("gin_trgm_ops"))
      .where(sql`${table.entity} = 'exercise'`),
  ],
);
