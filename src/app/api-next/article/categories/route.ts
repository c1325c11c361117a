import { methods, publicRoute } from "@/app/_server/route";
import { listArticleCategories } from "@/modules/content/articles/server/list-article-categories";
import { VISITOR_CACHE } from "../visitor-cache";

/** Spec §7: the article categories with their counts, named in the caller's language. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute(async (ctx) => Response.json(listArticleCategories(ctx), { headers: VISITOR_CACHE })),
});
