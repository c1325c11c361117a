import { methods, premiumRoute } from "@/app/_server/route";
import { parseInput } from "@/lib/http";
import { exerciseIdParamsSchema } from "@/modules/workouts/log/schemas";
import { exerciseProgress } from "@/modules/workouts/server/training-progress";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: premiumRoute<{ id: string }>(async (ctx, _request, params) =>
    Response.json(await exerciseProgress(ctx, parseInput(exerciseIdParamsSchema, params)), {
      headers: { "Cache-Control": "private, no-store" },
    }),
  ),
});
