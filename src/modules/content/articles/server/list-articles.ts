import "server-only";
import { pageLinks } from "@/lib/http";
import type { ArticlesPageDto } from "../dto";
import type { ArticlesQuery } from "../schemas";
import { getArticle } from "./get-article";
import { articleLibrary } from "./library";
import { toSummary, type ArticlesContext } from "./to-dto";

/**
 * `GET /api-next/article/articles/` (spec §7): newest first, by category and featured flag, paged; with
 * `slug`, that one article whole (its body included) as the only result, or NOT_FOUND.
 */
export function listArticles(ctx: ArticlesContext, query: ArticlesQuery, url: string): ArticlesPageDto {
  if (query.slug) return { count: 1, next: null, previous: null, results: [getArticle(ctx, query.slug)] };
  const library = articleLibrary();
  const matching = library.articles.filter(
    (article) =>
      (!query.category || article.category === query.category) &&
      (query.featured_article === undefined || article.featured === query.featured_article),
  );
  return {
    count: matching.length,
    ...pageLinks(url, matching.length, query.limit, query.offset),
    results: matching
      .slice(query.offset, query.offset + query.limit)
      .map((article) => toSummary(library, article, ctx.locale)),
  };
}
