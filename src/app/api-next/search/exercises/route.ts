import { methods, publicRoute } from "@/app/_server/route";
import { parseInput, queryObject } from "@/lib/http";
import { searchQuerySchema } from "@/modules/catalogue/schemas";
import { searchExercises } from "@/modules/catalogue/server/search-exercises";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute(async (ctx, request) =>
    Response.json(await searchExercises(ctx.db, parseInput(searchQuerySchema, queryObject(request)), ctx.locale)),
  ),
});
