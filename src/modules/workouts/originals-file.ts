import { z } from "zod";
import { DIFFICULTIES, GOALS } from "@/modules/catalogue/reference/taxonomy";
import { REPS_PATTERN } from "./reps";

/**
 * The shape of `data/workouts/originals/NN.json`: our own workouts, written by the team. Seeding and
 * `npm run workouts:check` read through this one schema.
 */
const keys = <T extends readonly { key: string }[]>(rows: T) =>
  rows.map((row) => row.key) as [T[number]["key"], ...T[number]["key"][]];

export const WORKOUT_FOCUSES = [
  "full-body",
  "upper",
  "lower",
  "push",
  "pull",
  "legs",
  "chest",
  "back",
  "shoulders",
  "arms",
  "core",
  "glutes",
  "mobility",
  "conditioning",
] as const;
export type WorkoutFocus = (typeof WORKOUT_FOCUSES)[number];

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const originalExerciseSchema = z.strictObject({
  exercise: slug,
  sets: z.strictObject({ regular: z.number().int().min(1).max(8), warmup: z.number().int().min(0).max(4) }),
  reps: z.string().regex(REPS_PATTERN),
  rest: z.number().int().min(0).max(300),
  notes: z.string().trim().max(200).default(""),
  /** Consecutive exercises with the same letter run back to back: two make a superset, more a circuit. */
  group: z
    .string()
    .regex(/^[A-Z]$/)
    .optional(),
});

export const originalWorkoutSchema = z.strictObject({
  slug,
  name: z.string().trim().min(3).max(60),
  description: z.string().trim().min(40).max(320),
  goal: z.enum(keys(GOALS)),
  difficulty: z.enum(keys(DIFFICULTIES)),
  focus: z.enum(WORKOUT_FOCUSES),
  /** When the workout was published: orders "newest" and "oldest". */
  published: z.iso.date(),
  exercises: z.array(originalExerciseSchema).min(3).max(12),
});

export const originalsFileSchema = z.array(originalWorkoutSchema).min(1);
export type OriginalWorkout = z.infer<typeof originalWorkoutSchema>;
export type OriginalExercise = z.infer<typeof originalExerciseSchema>;

/**
 * `data/workouts/translations/{locale}.json`: an original's name, description and exercise notes in
 * another language, by slug; notes by exercise position (0-based, as text).
 */
export const originalTranslationsSchema = z.record(
  slug,
  z.strictObject({
    name: z.string().trim().min(2).max(80),
    description: z.string().trim().min(20).max(400),
    notes: z.record(z.string().regex(/^\d+$/), z.string().trim().min(1).max(240)).default({}),
  }),
);
export type OriginalTranslations = z.infer<typeof originalTranslationsSchema>;
