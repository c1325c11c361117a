import { methods, userRoute } from "@/app/_server/route";
import { parseInput, queryObject } from "@/lib/http";
import { myWorkoutsQuerySchema } from "@/modules/workouts/schemas";
import { listMyWorkouts } from "@/modules/workouts/server/my-workouts";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: userRoute(async (ctx, request) =>
    Response.json(await listMyWorkouts(ctx, parseInput(myWorkoutsQuerySchema, queryObject(request)), request.url), {
      headers: { "Cache-Control": "private, no-store" },
    }),
  ),
});
