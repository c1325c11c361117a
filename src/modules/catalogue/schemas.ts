import { z } from "zod";
import { GENDERS } from "./dto";

/** Ids are PostgreSQL integers: larger numbers name nothing and must not reach a query. */
const MAX_ID = 2_147_483_647;
const idIn = (what: string) =>
  z.coerce.number(`must be ${what}`).int(`must be ${what}`).positive(`must be ${what}`).max(MAX_ID, `must be ${what}`);
/** An id in a JSON body: a number (or its digits), never a boolean or anything a cast would turn into one. */
const bodyId = (what: string) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,10}$/)], `must be ${what}`)
    .transform(Number)
    .pipe(z.number().int(`must be ${what}`).positive(`must be ${what}`).max(MAX_ID, `must be ${what}`));

const key = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]+$/, "must be a lower-case key such as chest or barbell");

export const exerciseListQuerySchema = z.object({
  muscle: key.optional(),
  equipment: z.union([idIn("an equipment id or key"), key]).optional(),
  difficulty: z.union([idIn("a difficulty id or key"), key]).optional(),
  category: key.optional(),
  cardio: z
    .enum(["true", "false"], "must be true or false")
    .transform((value) => value === "true")
    .optional(),
  limit: z.coerce.number().int().min(1, "must be between 1 and 100").max(100, "must be between 1 and 100").default(20),
  offset: z.coerce.number().int().min(0, "must be 0 or more").max(MAX_ID, "is too large").default(0),
});
export type ExerciseListQuery = z.infer<typeof exerciseListQuerySchema>;

export const equipmentQuerySchema = z.object({
  include_in_workout_generator: z.enum(["true", "false"]).optional(),
  enable: z.enum(["true", "false"]).optional(),
});

export const exerciseRefSchema = z.union(
  [
    idIn("an exercise id or slug"),
    z
      .string()
      .max(120)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  ],
  "must be an exercise id or slug",
);

export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;

/** `?model=f` selects the female model; anything else (or nothing) the male one. */
export function genderFromModel(model: string | string[] | undefined | null): Gender {
  return model === "f" ? "female" : "male";
}

export const searchQuerySchema = z.object({
  q: z.string().max(100, "must be at most 100 characters").default(""),
  size: z.coerce.number().int().min(1, "must be between 1 and 100").max(100, "must be between 1 and 100").default(100),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const addFavouriteSchema = z.object({ exercise_id: bodyId("an exercise id") });
export const removeFavouriteQuerySchema = z.object({ id: idIn("a favourite id") });

/** `?exclude=3|5`: exercises not to offer (those already in the session). */
export const alternativesQuerySchema = z.object({
  exclude: z
    .string()
    .max(400, "is too long")
    .regex(/^(\d{1,9}(\|\d{1,9})*)?$/, "must be exercise ids joined by |")
    .transform((value) => (value ? value.split("|").map(Number) : []))
    .default([]),
});
