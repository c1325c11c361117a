import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { difficulties, exercises, goals } from "./catalogue";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export type GeneratorMeta = {
  seed: number;
  rule_version: number;
  request: Record<string, unknown>;
};

export const WORKOUT_KINDS = ["original", "saved", "generated"] as const;

/**
 * Originals (ours, no owner), saved workouts (a user's, built or copied) and generated ones share one
 * model: a workout owns ordered exercises, each with its sets.
 */
export const workouts = pgTable(
  "workouts",
  {
    id: serial().primaryKey(),
    kind: text({ enum: WORKOUT_KINDS }).notNull(),
    /** Originals only: their address, /workout/{slug}. */
    slug: text(),
    ownerId: text().references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text().notNull().default(""),
    notes: text().notNull().default(""),
    goalId: integer().references(() => goals.id),
    difficultyId: integer().references(() => difficulties.id),
    focus: text(),
    isTemplate: boolean().notNull().default(true),
    source: text().notNull().default("MS"),
    createdUtm: text().notNull().default("W"),
    /** The original a saved workout was copied from: copies count toward the original's popularity. */
    basedOnId: integer(),
    /** Seeded weight of an original, added to its saves and favourites for the "most popular" order. */
    basePopularity: integer().notNull().default(0),
    /** A generated plan's request, seed and rule version, so it can be made again and explained. */
    generator: jsonb().$type<GeneratorMeta>(),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex("workouts_slug_idx").on(table.slug),
    // "Workout Already Exists": one title per owner, whatever its case.
    uniqueIndex("workouts_owner_name_idx")
      .on(table.ownerId, sql`lower(${table.name})`)
      .where(sql`${table.ownerId} is not null`),
    index("workouts_kind_idx").on(table.kind),
    check("workouts_owner_kind", sql`(${table.kind} = 'original') = (${table.ownerId} is null)`),
  ],
);

export const workoutExercises = pgTable(
  "workout_exercises",
  {
    workoutId: integer()
      .notNull()
      .references(() => workouts.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    exerciseId: integer()
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    regularSets: integer().notNull(),
    warmupSets: integer().notNull().default(0),
    reps: text().notNull(),
    rest: integer().notNull().default(120),
    /** Kilograms, whatever unit the user reads them in. */
    totalLoad: real().notNull().default(0),
    notes: text().notNull().default(""),
    /** Consecutive rows with the same letter run back to back (superset or circuit). */
    groupKey: text(),
  },
  (table) => [
    primaryKey({ columns: [table.workoutId, table.position] }),
    index("workout_exercises_exercise_idx").on(table.exerciseId),
  ],
);

/** An original's words in another language; notes by exercise position. */
export const workoutTranslations = pgTable(
  "workout_translations",
  {
    workoutId: integer()
      .notNull()
      .references(() => workouts.id, { onDelete: "cascade" }),
    locale: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    notes: jsonb().$type<Record<string, string>>().notNull().default({}),
  },
  (table) => [primaryKey({ columns: [table.workoutId, table.locale] })],
);

export const workoutFavourites = pgTable(
  "workout_favourites",
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workoutId: integer()
      .notNull()
      .references(() => workouts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("workout_favourites_user_idx").on(table.userId, table.workoutId)],
);

/** What the generator remembers for a user: exercises to leave out, and the equipment at home and at the gym. */
export const generatorProfiles = pgTable("generator_profiles", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  avoid: jsonb().$type<number[]>().notNull().default([]),
  homeEquipment: jsonb().$type<number[]>().notNull().default([]),
  gymEquipment: jsonb().$type<number[]>().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
