import { methods, publicRoute } from "@/app/_server/route";
import { parseInput, readJson } from "@/lib/http";
import { shuffleSchema } from "@/modules/workouts/schemas";
import { shuffleExercise } from "@/modules/workouts/server/shuffle-exercise";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(async (ctx, request) =>
    Response.json(await shuffleExercise(ctx, parseInput(shuffleSchema, await readJson(request)))),
  ),
});
