import { getDb } from "@/db/client";
import { queryObject, route } from "@/lib/http";
import { requestLocale } from "@/lib/request-locale";
import { searchQuerySchema } from "@/modules/catalogue/schemas";
import { searchExercises } from "@/modules/catalogue/server/search-exercises";

export const GET = route(async (request) => {
  const query = searchQuerySchema.parse(queryObject(request));
  return Response.json(await searchExercises(await getDb(), query, requestLocale(request)));
});
