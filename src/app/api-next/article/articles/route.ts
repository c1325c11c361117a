import { methods, publicRoute } from "@/app/_server/route";
import { parseInput, queryObject } from "@/lib/http";
import { articlesQuerySchema } from "@/modules/content/articles/schemas";
import { listArticles } from "@/modules/content/articles/server/list-articles";
import { VISITOR_CACHE } from "../visitor-cache";

/** Spec §7: a page of articles (category, featured_article, limit, offset), or one whole by `?slug=`. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute(async (ctx, request) =>
    Response.json(listArticles(ctx, parseInput(articlesQuerySchema, queryObject(request)), request.url), {
      headers: VISITOR_CACHE,
    }),
  ),
});
