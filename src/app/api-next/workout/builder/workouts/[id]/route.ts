import { methods, userRoute } from "@/app/_server/route";
import { parseInput, readJson } from "@/lib/http";
import { saveWorkoutSchema, workoutIdParamsSchema } from "@/modules/workouts/schemas";
import { getWorkout } from "@/modules/workouts/server/get-workout";
import { deleteWorkout, updateWorkout } from "@/modules/workouts/server/save-workout";

type Params = { id: string };
const noStore = { "Cache-Control": "private, no-store" };

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: userRoute<Params>(async (ctx, _request, params) =>
    Response.json(await getWorkout(ctx, parseInput(workoutIdParamsSchema, params).id), { headers: noStore }),
  ),
  PUT: userRoute<Params>(async (ctx, request, params) => {
    const { id } = parseInput(workoutIdParamsSchema, params);
    return Response.json(await updateWorkout(ctx, id, parseInput(saveWorkoutSchema, await readJson(request))));
  }),
  DELETE: userRoute<Params>(async (ctx, _request, params) => {
    await deleteWorkout(ctx, parseInput(workoutIdParamsSchema, params).id);
    return new Response(null, { status: 204 });
  }),
});
