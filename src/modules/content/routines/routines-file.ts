import { z } from "zod";
import { DIFFICULTIES, EQUIPMENT, GOALS } from "@/modules/catalogue/reference/taxonomy";

/**
 * The shape of `data/routines/routines.json`: our multi-week plans, each day one of our workouts (by
 * slug) or a rest day. Read through this one schema by the server and by the data check.
 */
const keys = <T extends readonly { key: string }[]>(rows: T) =>
  rows.map((row) => row.key) as [T[number]["key"], ...T[number]["key"][]];

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const REST_DAY = "rest";
export const DAYS_PER_WEEK = 7;

/** A day of a week: one of our workouts by slug, or "rest". */
const daySchema = z.union([z.literal(REST_DAY), slug]);

export const routineSchema = z
  .strictObject({
    id: z.number().int().positive(),
    slug,
    name: z.string().trim().min(3).max(60),
    description: z.string().trim().min(200).max(1000),
    goal: z.enum(keys(GOALS)),
    difficulty: z.enum(keys(DIFFICULTIES)),
    /** Everything its workouts use, so the equipment filter finds it. */
    equipment: z.array(z.enum(keys(EQUIPMENT))).min(1),
    weeks: z.number().int().min(1).max(16),
    daysPerWeek: z.number().int().min(1).max(6),
    /** Orders "newest" and "oldest". */
    published: z.iso.date(),
    /** Week by week, Monday first, seven days each. */
    schedule: z.array(z.array(daySchema).length(DAYS_PER_WEEK)).min(1),
  })
  .refine((routine) => routine.schedule.length === routine.weeks, {
    message: "the schedule must hold one row per week",
    path: ["schedule"],
  })
  .refine(
    (routine) =>
      routine.schedule.every((week) => week.filter((day) => day !== REST_DAY).length === routine.daysPerWeek),
    { message: "every week must hold daysPerWeek training days", path: ["schedule"] },
  );

export const routinesFileSchema = z
  .array(routineSchema)
  .min(1)
  .refine((rows) => new Set(rows.map((row) => row.slug)).size === rows.length, "slugs must be unique")
  .refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, "ids must be unique");

export type Routine = z.infer<typeof routineSchema>;

/** `data/routines/translations/{locale}.json`: a routine's name and description in another language, by slug. */
export const routineTranslationsSchema = z.record(
  slug,
  z.strictObject({
    name: z.string().trim().min(2).max(80),
    description: z.string().trim().min(60).max(1200),
  }),
);
export type RoutineTranslations = z.infer<typeof routineTranslationsSchema>;
