import { methods, premiumRoute } from "@/app/_server/route";
import { parseInput, queryObject } from "@/lib/http";
import { progressQuerySchema } from "@/modules/workouts/log/schemas";
import { trainingProgress } from "@/modules/workouts/server/training-progress";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: premiumRoute(async (ctx, request) =>
    Response.json(await trainingProgress(ctx, parseInput(progressQuerySchema, queryObject(request))), {
      headers: { "Cache-Control": "private, no-store" },
    }),
  ),
});
