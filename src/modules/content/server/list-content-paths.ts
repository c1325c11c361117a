import "server-only";
import { ARTICLE_CATEGORIES } from "../articles/categories";
import { articlePath, articlesPath } from "../articles/paths";
import { articleLibrary } from "../articles/server/library";
import { readRoutines } from "../routines/server/read-routines";

/** The sitemap's share of this module: routines and articles with their category pages. */
export function listContentPaths(): string[] {
  const { articles } = articleLibrary();
  return [
    "/routines",
    ...readRoutines().map((routine) => `/routines/${routine.slug}`),
    "/articles",
    ...ARTICLE_CATEGORIES.map((category) => articlesPath(category)),
    ...articles.map((article) => articlePath(article.slug)),
  ];
}
