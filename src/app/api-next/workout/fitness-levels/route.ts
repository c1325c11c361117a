import { methods, publicRoute } from "@/app/_server/route";
import { listFitnessLevels } from "@/modules/workouts/server/generate-workout";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute(async (ctx) => Response.json(await listFitnessLevels(ctx))),
});
