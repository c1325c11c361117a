import { methods, publicRoute } from "@/app/_server/route";
import { listOriginalGoals } from "@/modules/workouts/server/list-workout-filters";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute(async (ctx) => Response.json(await listOriginalGoals(ctx))),
});
