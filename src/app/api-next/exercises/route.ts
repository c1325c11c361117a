import { methods, publicRoute } from "@/app/_server/route";
import { pageLinks, parseInput, queryObject } from "@/lib/http";
import { exerciseListQuerySchema } from "@/modules/catalogue/schemas";
import { listExercises } from "@/modules/catalogue/server/list-exercises";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute(async (ctx, request) => {
    const query = parseInput(exerciseListQuerySchema, queryObject(request));
    const page = await listExercises(ctx.db, query, ctx.locale);
    return Response.json({
      count: page.count,
      ...pageLinks(request.url, page.count, query.limit, query.offset),
      results: page.results,
    });
  }),
});
