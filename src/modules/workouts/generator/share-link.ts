import { z } from "zod";
import type { GeneratedWorkoutDto } from "./dto";
import { generatorRequestSchema, type GeneratorRequest } from "./schemas";

export const SHARED_PLAN_PATH = "/workout-generator/generated-workout";

const ids = (values: number[]) => values.join("|");
const idList = z
  .string()
  .max(400)
  .regex(/^\d{1,10}(\|\d{1,10})*$/)
  .transform((value) => value.split("|").map(Number));

/**
 * A plan's address: its answers and seed, so the same plan is made again for whoever opens it
 * (without the owner's recent training, which is theirs alone).
 */
export function sharedPlanPath(plan: Pick<GeneratedWorkoutDto, "request" | "seed">): string {
  const { request } = plan;
  const query = new URLSearchParams({
    muscles: ids(request.muscles_id_list),
    equipment: ids(request.equipment_id_list),
    level: String(request.fitness_level),
    goal: String(request.goal),
    age: String(request.age),
    gender: request.gender,
    minutes: String(request.minutes),
    seed: String(plan.seed),
  });
  if (request.avoid.length) query.set("avoid", ids(request.avoid));
  return `${SHARED_PLAN_PATH}?${query}`;
}

/** The fields of a shared address; they are then checked like an API request. */
const sharedPlanQuerySchema = z
  .object({
    muscles: idList,
    equipment: idList,
    level: z.string().regex(/^\d{1,10}$/),
    goal: z.string().regex(/^\d{1,10}$/),
    age: z.string().max(3),
    gender: z.string().max(10),
    minutes: z
      .string()
      .regex(/^\d{1,3}$/)
      .transform(Number),
    seed: z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
    avoid: idList.optional(),
  })
  .transform((query) => ({
    muscles_id_list: query.muscles,
    equipment_id_list: query.equipment,
    fitness_level: query.level,
    goal: query.goal,
    age: query.age,
    gender: query.gender,
    minutes: query.minutes,
    seed: query.seed,
    avoid: query.avoid ?? [],
  }));

export function parseSharedPlan(query: Record<string, string | string[] | undefined>): GeneratorRequest | null {
  const fields = sharedPlanQuerySchema.safeParse(query);
  if (!fields.success) return null;
  const request = generatorRequestSchema.safeParse(fields.data);
  return request.success ? request.data : null;
}
