import "server-only";
import { ARTICLE_CATEGORIES } from "../categories";
import type { ArticleCategoriesDto } from "../dto";
import { articleLibrary } from "./library";
import { categoryRef, type ArticlesContext } from "./to-dto";

/** `GET /api-next/article/categories/`: every category, named in the reader's language, with its article count. */
export function listArticleCategories(ctx: ArticlesContext): ArticleCategoriesDto {
  const library = articleLibrary();
  const results = ARTICLE_CATEGORIES.map((category) => ({
    ...categoryRef(library, category, ctx.locale),
    count: library.articles.filter((article) => article.category === category).length,
  }));
  return { count: results.length, results };
}
