import { methods, sessionRoute } from "@/app/_server/route";
import { parseInput } from "@/lib/http";
import { workoutRefSchema } from "@/modules/workouts/schemas";
import { getWorkout } from "@/modules/workouts/server/get-workout";

/** One original by slug or id; the caller's star comes with it. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: sessionRoute<{ ref: string }>(async (ctx, _request, params) => {
    const { ref } = parseInput(workoutRefSchema, params);
    return Response.json(await getWorkout(ctx, ref), { headers: { "Cache-Control": "private, no-store" } });
  }),
});
