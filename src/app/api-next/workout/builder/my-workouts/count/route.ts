import { methods, userRoute } from "@/app/_server/route";
import { countMyWorkouts } from "@/modules/workouts/server/my-workouts";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: userRoute(async (ctx) =>
    Response.json({ count: await countMyWorkouts(ctx) }, { headers: { "Cache-Control": "private, no-store" } }),
  ),
});
