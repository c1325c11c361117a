import { z } from "zod";
import { ARTICLE_CATEGORIES, ARTICLE_SLUG, ARTICLES_LIMIT, FEATURED_ARTICLES_LIMIT } from "./categories";

const MAX_OFFSET = 100_000;
/** An empty query value (`?category=`) means the parameter was not given. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

export const articleSlugSchema = z
  .string()
  .max(80, "must be at most 80 characters")
  .regex(ARTICLE_SLUG, "must be an article slug (lower-case words joined by hyphens)");

/** `GET /api-next/article/articles/` (spec §7): a page of articles, or one by `slug`. */
export const articlesQuerySchema = z
  .object({
    slug: optional(articleSlugSchema),
    category: optional(z.enum(ARTICLE_CATEGORIES, `must be one of ${ARTICLE_CATEGORIES.join(", ")}`)),
    /** 'True' lists the featured articles, 'False' the others; left out, all of them. */
    featured_article: optional(
      z
        .enum(["True", "False", "true", "false"], "must be True or False")
        .transform((value) => value.toLowerCase() === "true"),
    ),
    limit: optional(
      z.coerce
        .number("must be a number")
        .int("must be a whole number")
        .min(1, "must be between 1 and 100")
        .max(100, "must be between 1 and 100"),
    ),
    offset: optional(
      z.coerce
        .number("must be a number")
        .int("must be a whole number")
        .min(0, "must be 0 or more")
        .max(MAX_OFFSET, "is too large"),
    ),
  })
  .transform((query) => ({
    ...query,
    limit: query.limit ?? (query.featured_article ? FEATURED_ARTICLES_LIMIT : ARTICLES_LIMIT),
    offset: query.offset ?? 0,
  }));
export type ArticlesQuery = z.infer<typeof articlesQuerySchema>;
