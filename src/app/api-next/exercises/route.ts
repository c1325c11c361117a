import { getDb } from "@/db/client";
import { pageLinks, queryObject, route } from "@/lib/http";
import { requestLocale } from "@/lib/request-locale";
import { exerciseListQuerySchema } from "@/modules/catalogue/schemas";
import { listExercises } from "@/modules/catalogue/server/list-exercises";

export const GET = route(async (request) => {
  const query = exerciseListQuerySchema.parse(queryObject(request));
  const page = await listExercises(await getDb(), query, requestLocale(request));
  return Response.json({
    count: page.count,
    ...pageLinks(request.url, page.count, query.limit, query.offset),
    results: page.results,
  });
});
