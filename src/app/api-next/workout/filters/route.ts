import { methods, publicRoute } from "@/app/_server/route";
import { listWorkoutFilters } from "@/modules/workouts/server/list-workout-filters";

/** The workouts list's four filter groups in one answer. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute(async (ctx) => Response.json(await listWorkoutFilters(ctx))),
});
