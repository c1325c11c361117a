import { z } from "zod";
import { GENDERS } from "@/modules/catalogue/dto";
import { saveWorkoutSchema } from "../schemas";
import { AGE_RANGE, DEFAULT_MINUTES, GENERATOR_DEFAULTS, GENERATOR_MINUTES, RULE_VERSION } from "./rules";

const MAX_ID = 2_147_483_647;
const id = (what: string) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,10}$/)], `must be ${what}`)
    .transform(Number)
    .pipe(z.number().int(`must be ${what}`).positive(`must be ${what}`).max(MAX_ID, `must be ${what}`));
/** An id, or an object the client holds with its id (spec §5: muscle objects are reduced to ids). */
const idOrObject = (what: string) => z.union([id(what), z.object({ id: id(what) }).transform((value) => value.id)]);
const idList = (what: string, max: number) =>
  z
    .array(idOrObject(what), `must be a list of ${what}s`)
    .max(max, `must hold at most ${max}`)
    .transform((ids) => [...new Set(ids)]);

export const generatorRequestSchema = z.object({
  muscles_id_list: idList("muscle id", 20).refine((ids) => ids.length > 0, "choose at least one muscle"),
  equipment_id_list: idList("equipment id", 20).refine(
    (ids) => ids.length > 0,
    "choose at least one piece of equipment",
  ),
  gender: z.enum(GENDERS, `must be one of ${GENDERS.join(", ")}`).default(GENDERS[0]),
  /** Spec §5: an age given as text becomes a whole number. */
  age: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,3}(\.\d+)?$/, "must be a number"),
      ],
      "must be a number",
    )
    .transform((value) => Math.trunc(Number(value)))
    .pipe(
      z
        .number()
        .min(AGE_RANGE.min, `must be ${AGE_RANGE.min} to ${AGE_RANGE.max}`)
        .max(AGE_RANGE.max, `must be ${AGE_RANGE.min} to ${AGE_RANGE.max}`),
    )
    .default(GENERATOR_DEFAULTS.age),
  fitness_level: idOrObject("a fitness level id"),
  goal: idOrObject("a goal id").default(GENERATOR_DEFAULTS.goal),
  mobile: z.boolean("must be true or false").default(false),
  minutes: z.literal(GENERATOR_MINUTES, `must be one of ${GENERATOR_MINUTES.join(", ")}`).default(DEFAULT_MINUTES),
  /** Omitted: a fresh seed. Given: the same plan again. */
  seed: z.number("must be a number").int("must be a whole number").min(0).max(MAX_ID).optional(),
  /** Exercises to leave out this time; a signed-in user's saved list is added. */
  avoid: idList("exercise id", 200).default([]),
});
export type GeneratorRequest = z.infer<typeof generatorRequestSchema>;

export const generatedMetaSchema = z.object({
  seed: z.number().int().min(0).max(MAX_ID),
  rule_version: z.number().int().min(1).max(RULE_VERSION, `must be ${RULE_VERSION} or lower`),
  request: generatorRequestSchema.omit({ seed: true }),
});

/** Saving a generated plan: the workout as shown (shuffles included) and how it was made. */
export const saveGeneratedSchema = saveWorkoutSchema
  .omit({ source: true, created_utm: true, based_on: true })
  .extend({ generator: generatedMetaSchema });
export type SaveGeneratedInput = z.infer<typeof saveGeneratedSchema>;

export const generatorProfileSchema = z.object({
  avoid: idList("exercise id", 200),
  home_equipment: idList("equipment id", 20),
  gym_equipment: idList("equipment id", 20),
});
export type GeneratorProfileInput = z.infer<typeof generatorProfileSchema>;
