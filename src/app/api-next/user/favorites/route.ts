import { methods, userRoute } from "@/app/_server/route";
import { parseInput, queryObject, readJson } from "@/lib/http";
import { addFavouriteSchema, removeFavouriteQuerySchema } from "@/modules/catalogue/schemas";
import { addFavourite, listFavourites, removeFavourite } from "@/modules/catalogue/server/favourites";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: userRoute(async (ctx) =>
    Response.json(await listFavourites(ctx), { headers: { "Cache-Control": "private, no-store" } }),
  ),
  POST: userRoute(async (ctx, request) => {
    const { favourite, created } = await addFavourite(ctx, parseInput(addFavouriteSchema, await readJson(request)));
    return Response.json(favourite, { status: created ? 201 : 200 });
  }),
  DELETE: userRoute(async (ctx, request) => {
    await removeFavourite(ctx, parseInput(removeFavouriteQuerySchema, queryObject(request)));
    return new Response(null, { status: 204 });
  }),
});
