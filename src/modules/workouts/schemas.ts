import { z } from "zod";
import { WEIGHT_UNITS } from "@/lib/units";
import { GENDERS } from "@/modules/catalogue/dto";
import { WORKOUT_ORDERINGS, WORKOUTS_PAGE_SIZE } from "./dto";
import { REPS_PATTERN } from "./reps";

const MAX_ID = 2_147_483_647;
const id = (what: string) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,10}$/)], `must be ${what}`)
    .transform(Number)
    .pipe(z.number().int(`must be ${what}`).positive(`must be ${what}`).max(MAX_ID, `must be ${what}`));

/** '|'-joined ids in a query (`3|5|8`); empty means no filter. */
const idList = (what: string) =>
  z
    .string()
    .max(400, "is too long")
    .regex(/^(\d{1,10}(\|\d{1,10})*)?$/, `must be ${what} ids joined by |`)
    .transform((value) => (value ? [...new Set(value.split("|").map(Number))] : []))
    .pipe(z.array(z.number().int().positive(`must be ${what} ids`).max(MAX_ID, `must be ${what} ids`)).max(40))
    .default([]);

export const originalsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, "must be between 1 and 100")
    .max(100, "must be between 1 and 100")
    .default(WORKOUTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0, "must be 0 or more").max(MAX_ID, "is too large").default(0),
  equipment: idList("equipment"),
  difficulty: idList("difficulty"),
  muscles: idList("muscle"),
  goals: idList("goal"),
  ordering: z.enum(WORKOUT_ORDERINGS, `must be one of ${WORKOUT_ORDERINGS.join(", ")}`).default("default"),
});
export type OriginalsQuery = z.infer<typeof originalsQuerySchema>;

export const myWorkoutsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, "must be between 1 and 100").max(100, "must be between 1 and 100").default(100),
  offset: z.coerce.number().int().min(0, "must be 0 or more").max(MAX_ID, "is too large").default(0),
  /** Comma-separated fields the client does not need (spec: body_map_images, muscles_targeted, full_measure, sets). */
  remove_fields: z.string().max(200).default(""),
});

const text = (max: number) =>
  z
    .string("must be text")
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !value.includes("\u0000"), "must not contain invalid characters");

export const SAVED_WORKOUT_DEFAULTS = {
  name: "Saved Workout",
  rest: 120,
  total_load: 0,
  reps: "8-12",
  source: "MS",
  created_utm: "W",
} as const;
export const MAX_WORKOUT_EXERCISES = 30;

export const workoutExerciseInputSchema = z.object({
  /** An exercise id, or the exercise object the client holds (its id is read). */
  exercise: z.union([id("an exercise id"), z.object({ id: id("an exercise id") }).transform((value) => value.id)]),
  sets: z
    .object({
      regular: z.number("must be a number").int().min(1, "must be 1 to 20").max(20, "must be 1 to 20"),
      warmup: z.number("must be a number").int().min(0, "must be 0 to 10").max(10, "must be 0 to 10").default(0),
    })
    .default({ regular: 3, warmup: 0 }),
  order: z.number().int().min(0).max(1000).optional(),
  reps: z.string().trim().regex(REPS_PATTERN, "must look like 10, 8-12, 30s or 2-min").optional(),
  reps_or_duration_count: z.string().trim().regex(REPS_PATTERN, "must look like 10, 8-12, 30s or 2-min").optional(),
  rest: z
    .number("must be a number")
    .int()
    .min(0, "must be 0 to 900 seconds")
    .max(900, "must be 0 to 900 seconds")
    .default(SAVED_WORKOUT_DEFAULTS.rest),
  total_load: z
    .number("must be a number")
    .min(0, "must be 0 to 2000")
    .max(2000, "must be 0 to 2000")
    .default(SAVED_WORKOUT_DEFAULTS.total_load),
  notes: text(500).default(""),
  group: z
    .string()
    .regex(/^[A-Z]$/, "must be one capital letter")
    .nullish(),
});

export const saveWorkoutSchema = z.object({
  name: text(80)
    .default(SAVED_WORKOUT_DEFAULTS.name)
    .transform((value) => value || SAVED_WORKOUT_DEFAULTS.name),
  notes: text(2000).default(""),
  /** The unit `total_load` is written in; stored as kilograms. */
  units: z.enum(WEIGHT_UNITS).default("kg"),
  is_template: z.boolean().default(true),
  source: z.string().max(20).default(SAVED_WORKOUT_DEFAULTS.source),
  created_utm: z.string().max(20).default(SAVED_WORKOUT_DEFAULTS.created_utm),
  /** The original this was copied from, when it was. */
  based_on: id("a workout id").nullish(),
  exercises: z
    .array(workoutExerciseInputSchema, "must be a list of exercises")
    .min(1, "must hold at least one exercise")
    .max(MAX_WORKOUT_EXERCISES, `must hold at most ${MAX_WORKOUT_EXERCISES} exercises`),
});
export type SaveWorkoutInput = z.infer<typeof saveWorkoutSchema>;

export const workoutIdParamsSchema = z.object({ id: id("a workout id") });
export const workoutRefSchema = z.object({
  ref: z.union([
    id("a workout id or slug"),
    z
      .string()
      .max(120)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a workout id or slug"),
  ]),
});

export const addWorkoutFavouriteSchema = z.object({ workout_id: id("a workout id") });
export const removeWorkoutFavouriteQuerySchema = z.object({ id: id("a favourite id") });

export const shuffleSchema = z.object({
  id: id("an exercise id"),
  equipment_id_list: z.array(id("an equipment id")).max(20).default([]),
  fitness_level: z
    .union([id("a fitness level id"), z.object({ id: id("a fitness level id") }).transform((value) => value.id)])
    .nullish(),
  gender: z.enum(GENDERS).default("male"),
  sets: z.number().int().min(1).max(20).optional(),
  /** Exercises already in the workout, never offered again. */
  exclude: z
    .array(id("an exercise id"))
    .max(MAX_WORKOUT_EXERCISES + 10)
    .default([]),
});
export type ShuffleInput = z.infer<typeof shuffleSchema>;
