import { methods, premiumRoute } from "@/app/_server/route";
import { parseInput, queryObject } from "@/lib/http";
import { previousSetsQuerySchema } from "@/modules/workouts/log/schemas";
import { previousSets } from "@/modules/workouts/server/training-progress";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: premiumRoute(async (ctx, request) =>
    Response.json(await previousSets(ctx, parseInput(previousSetsQuerySchema, queryObject(request))), {
      headers: { "Cache-Control": "private, no-store" },
    }),
  ),
});
