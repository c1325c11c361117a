import { z } from "zod";
import { ADVANCED_MUSCLES, JOINTS, SIMPLE_MUSCLES } from "./reference/muscles";
import { CATEGORIES, DIFFICULTIES, EQUIPMENT, FORCES, GOALS, GRIPS, MECHANICS } from "./reference/taxonomy";

/**
 * The shape of `data/catalogue/exercises.json`, the versioned source of the catalogue.
 * Seeding, the catalogue check and the import script all read through this one schema.
 */
const keys = <T extends readonly { key: string }[]>(rows: T) =>
  rows.map((row) => row.key) as [T[number]["key"], ...T[number]["key"][]];
const ids = <T extends readonly { id: string }[]>(rows: T) =>
  rows.map((row) => row.id) as [T[number]["id"], ...T[number]["id"][]];

const simpleMuscle = z.enum(ids(SIMPLE_MUSCLES));
const advancedMuscle = z.enum(ids(ADVANCED_MUSCLES));

const tiered = <T extends z.ZodType>(item: T) =>
  z.object({ primary: z.array(item), secondary: z.array(item), tertiary: z.array(item) });

export const catalogueExerciseSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  sourceId: z.string().nullable(),
  name: z.string().min(2),
  difficulty: z.enum(keys(DIFFICULTIES)),
  category: z.enum(keys(CATEGORIES)),
  force: z.enum(FORCES).nullable(),
  mechanic: z.enum(MECHANICS).nullable(),
  equipment: z.enum(keys(EQUIPMENT)).nullable(),
  grips: z.array(z.enum(keys(GRIPS))),
  goals: z.array(z.enum(keys(GOALS))),
  muscles: tiered(simpleMuscle),
  advancedMuscles: tiered(advancedMuscle),
  joints: z.array(z.enum(ids(JOINTS))),
  cardio: z.boolean(),
  steps: z.array(z.string().min(3)),
  variationOf: z.string().nullable(),
});

export const catalogueFileSchema = z.array(catalogueExerciseSchema);
export type CatalogueExercise = z.infer<typeof catalogueExerciseSchema>;

/** Exercise names by locale: `data/catalogue/names/{locale}.json` maps slug to name. */
export const catalogueNamesSchema = z.record(z.string(), z.string().min(1));

/**
 * `data/catalogue/popularity.json`: how common each exercise is, by slug, from 1 (an obscure variant)
 * to 100 (a staple everyone knows). Search orders equally good matches by it.
 */
export const POPULARITY_RANGE = { min: 1, max: 100 } as const;
export const cataloguePopularitySchema = z.record(
  z.string(),
  z.number().int().min(POPULARITY_RANGE.min).max(POPULARITY_RANGE.max),
);

/**
 * `data/catalogue/steps/{locale}/NN.json`: a translator's batch of exercise steps, slug to steps in
 * the order of the English ones in exercises.json (the same number of them).
 */
export const catalogueStepsSchema = z.record(z.string(), z.array(z.string().trim().min(3)).min(1));
