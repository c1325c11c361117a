import "server-only";
import { notFound } from "@/lib/errors";
import type { ArticleDto } from "../dto";
import { articleLibrary, type LibraryArticle } from "./library";
import { toArticle, type ArticlesContext } from "./to-dto";

export function findLibraryArticle(slug: string): LibraryArticle | null {
  return articleLibrary().bySlug.get(slug) ?? null;
}

/** One article whole, in the reader's language where it has been translated; NOT_FOUND for an unknown slug. */
export function getArticle(ctx: ArticlesContext, slug: string): ArticleDto {
  const article = findLibraryArticle(slug);
  if (!article) throw notFound("Article");
  return toArticle(articleLibrary(), article, ctx.locale);
}
