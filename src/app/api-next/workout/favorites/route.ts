import { methods, userRoute } from "@/app/_server/route";
import { parseInput, queryObject, readJson } from "@/lib/http";
import { addWorkoutFavouriteSchema, removeWorkoutFavouriteQuerySchema } from "@/modules/workouts/schemas";
import {
  addWorkoutFavourite,
  listWorkoutFavourites,
  removeWorkoutFavourite,
} from "@/modules/workouts/server/workout-favourites";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: userRoute(async (ctx) =>
    Response.json(await listWorkoutFavourites(ctx), { headers: { "Cache-Control": "private, no-store" } }),
  ),
  POST: userRoute(async (ctx, request) => {
    const { favourite, created } = await addWorkoutFavourite(
      ctx,
      parseInput(addWorkoutFavouriteSchema, await readJson(request)),
    );
    return Response.json(favourite, { status: created ? 201 : 200 });
  }),
  DELETE: userRoute(async (ctx, request) => {
    await removeWorkoutFavourite(ctx, parseInput(removeWorkoutFavouriteQuerySchema, queryObject(request)));
    return new Response(null, { status: 204 });
  }),
});
