import { z } from "zod";
import { originalsQuerySchema } from "@/modules/workouts/schemas";

/** `GET /api-next/routines`: the workouts list's parameters ('|'-joined ids, empty omitted; limit, offset, ordering). */
export const routinesQuerySchema = originalsQuerySchema;
export type RoutinesQuery = z.infer<typeof routinesQuerySchema>;

const MAX_ID = 2_147_483_647;

/** A routine named by its id (`7`) or its slug (`barbell-five-by-five`). */
const routineRef = z.union(
  [
    z.number().int().positive().max(MAX_ID),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number)
      .pipe(z.number().int().positive().max(MAX_ID)),
    z
      .string()
      .max(120)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  ],
  "must be a routine id or slug",
);
export type RoutineRef = z.infer<typeof routineRef>;

export const routineParamsSchema = z.object({ id: routineRef });
export const addMyRoutineSchema = z.object({ routine_id: routineRef });
