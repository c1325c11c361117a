import { methods, sessionRoute } from "@/app/_server/route";
import { parseInput, readJson } from "@/lib/http";
import { saveWorkoutSchema } from "@/modules/workouts/schemas";
import { saveWorkout } from "@/modules/workouts/server/save-workout";

/** Saving: visitors and free users past the limit get PLAN_LIMIT, which opens the limit modal. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: sessionRoute(async (ctx, request) =>
    Response.json(await saveWorkout(ctx, parseInput(saveWorkoutSchema, await readJson(request))), { status: 201 }),
  ),
});
