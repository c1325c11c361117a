import { methods, sessionRoute } from "@/app/_server/route";
import { parseInput, readJson } from "@/lib/http";
import { generatorRequestSchema } from "@/modules/workouts/generator/schemas";
import { generateForRequest } from "@/modules/workouts/server/generate-workout";

/** Open to visitors; a signed-in user's avoid list and recent training shape the plan. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: sessionRoute(async (ctx, request) =>
    Response.json(await generateForRequest(ctx, parseInput(generatorRequestSchema, await readJson(request))), {
      headers: { "Cache-Control": "private, no-store" },
    }),
  ),
});
