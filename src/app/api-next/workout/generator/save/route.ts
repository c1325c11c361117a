import { methods, sessionRoute } from "@/app/_server/route";
import { parseInput, readJson } from "@/lib/http";
import { saveGeneratedSchema } from "@/modules/workouts/generator/schemas";
import { saveGenerated } from "@/modules/workouts/server/generate-workout";

/** Saved under the same rules as any workout: visitors and free users past the limit get PLAN_LIMIT. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: sessionRoute(async (ctx, request) =>
    Response.json(await saveGenerated(ctx, parseInput(saveGeneratedSchema, await readJson(request))), {
      status: 201,
    }),
  ),
});
