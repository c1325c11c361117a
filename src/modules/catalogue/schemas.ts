import { z } from "zod";

const key = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]+$/, "must be a lower-case key such as chest or barbell");

export const exerciseListQuerySchema = z.object({
  muscle: key.optional(),
  equipment: z.union([z.coerce.number().int().positive(), key]).optional(),
  difficulty: z.union([z.coerce.number().int().positive(), key]).optional(),
  category: key.optional(),
  cardio: z
    .enum(["true", "false"], "must be true or false")
    .transform((value) => value === "true")
    .optional(),
  limit: z.coerce.number().int().min(1, "must be between 1 and 100").max(100, "must be between 1 and 100").default(20),
  offset: z.coerce.number().int().min(0, "must be 0 or more").default(0),
});
export type ExerciseListQuery = z.infer<typeof exerciseListQuerySchema>;

export const equipmentQuerySchema = z.object({
  include_in_workout_generator: z.enum(["true", "false"]).optional(),
  enable: z.enum(["true", "false"]).optional(),
});

export const exerciseRefSchema = z.union([
  z.coerce.number().int().positive(),
  z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be an exercise id or slug"),
]);

export const genderSchema = z.enum(["male", "female"]);
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

export const addFavouriteSchema = z.object({
  exercise_id: z.coerce
    .number("exercise_id must be an exercise id")
    .int()
    .positive("exercise_id must be an exercise id"),
});
export const removeFavouriteQuerySchema = z.object({
  id: z.coerce.number("id must be a favourite id").int().positive("id must be a favourite id"),
});
