import { methods, premiumRoute } from "@/app/_server/route";
import { parseInput, queryObject } from "@/lib/http";
import { fatigueQuerySchema } from "@/modules/workouts/log/schemas";
import { trainingFatigue } from "@/modules/workouts/server/training-progress";

/** Spec §3 "Fatigue data": `muscle_name` and `daily_gradient` per muscle, from recent training. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: premiumRoute(async (ctx, request) =>
    Response.json(await trainingFatigue(ctx, parseInput(fatigueQuerySchema, queryObject(request))), {
      headers: { "Cache-Control": "private, no-store" },
    }),
  ),
});
