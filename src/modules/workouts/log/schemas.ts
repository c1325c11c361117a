import { z } from "zod";
import { SET_TYPES } from "./model";

const MAX_ID = 2_147_483_647;
const uuid = z.uuid("must be an id made on the device (a UUID)");
const text = (max: number) =>
  z
    .string("must be text")
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !value.includes("\u0000"), "must not contain invalid characters");
const bounded = (min: number, max: number, integer = false) => {
  const base = z
    .number("must be a number")
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);
  return (integer ? base.int("must be a whole number") : base).nullable().default(null);
};
const instant = z.iso.datetime({ offset: true, message: "must be a date and time (ISO 8601)" });

export const loggedSetSchema = z.object({
  id: uuid,
  type: z.enum(SET_TYPES, `must be one of ${SET_TYPES.join(", ")}`).default("normal"),
  reps: bounded(0, 1000, true),
  seconds: bounded(0, 86_400, true),
  load: bounded(0, 2000),
  rir: bounded(0, 10),
  rpe: bounded(1, 10),
  done: z.boolean("must be true or false").default(false),
});

export const loggedEntrySchema = z.object({
  id: uuid,
  exercise_id: z
    .number("must be an exercise id")
    .int("must be an exercise id")
    .positive("must be an exercise id")
    .max(MAX_ID, "must be an exercise id"),
  rest: z.number().int().min(0, "must be between 0 and 3600").max(3600, "must be between 0 and 3600").default(120),
  notes: text(1000).default(""),
  group: z
    .string()
    .regex(/^[A-Z]$/, "must be one capital letter")
    .nullable()
    .default(null),
  sets: z.array(loggedSetSchema).max(30, "at most 30 sets").default([]),
});

/** A whole session as the device holds it; saving it again replaces what the server had. */
export const loggedSessionSchema = z
  .object({
    id: uuid,
    workout_id: z.number().int().positive().max(MAX_ID).nullable().default(null),
    title: text(120).min(1, "is required"),
    notes: text(2000).default(""),
    started_at: instant,
    finished_at: instant.nullable().default(null),
    revision: z.number().int().min(0).max(MAX_ID).default(0),
    entries: z.array(loggedEntrySchema).max(40, "at most 40 exercises").default([]),
  })
  .refine((session) => !session.finished_at || session.finished_at >= session.started_at, {
    message: "must not be before the start",
    path: ["finished_at"],
  })
  .refine(
    (session) => {
      const ids = session.entries.flatMap((entry) => [entry.id, ...entry.sets.map((set) => set.id)]);
      return new Set(ids).size === ids.length;
    },
    { message: "each exercise and set needs its own id", path: ["entries"] },
  );
export type LoggedSessionInput = z.infer<typeof loggedSessionSchema>;

export const sessionIdSchema = z.object({ id: uuid });

export const sessionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, "must be between 1 and 100").max(100, "must be between 1 and 100").default(20),
  offset: z.coerce.number().int().min(0, "must be 0 or more").max(MAX_ID, "is too large").default(0),
});

/** `3|5|8`: the exercises whose last numbers the session screen wants. */
export const previousSetsQuerySchema = z.object({
  exercises: z
    .string()
    .max(400, "is too long")
    .regex(/^\d{1,10}(\|\d{1,10})*$/, "must be exercise ids joined by |")
    .transform((value) => [...new Set(value.split("|").map(Number))])
    .pipe(z.array(z.number().int().positive().max(MAX_ID)).max(40, "at most 40 exercises")),
  before: z.uuid().optional(),
});

export const fatigueQuerySchema = z.object({
  mode: z.enum(["recovery", "volume"], "must be recovery or volume").default("recovery"),
});

export const progressQuerySchema = z.object({
  weeks: z.coerce.number().int().min(1, "must be between 1 and 104").max(104, "must be between 1 and 104").default(12),
});

export const exerciseIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, "must be an exercise id")
    .transform(Number)
    .pipe(z.number().int().positive("must be an exercise id").max(MAX_ID, "must be an exercise id")),
});
