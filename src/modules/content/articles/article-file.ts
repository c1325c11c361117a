import { z } from "zod";
import { LOCALES } from "@/config/locales";
import { ARTICLE_CATEGORIES, ARTICLE_SLUG } from "./categories";
import { HERO_IDS } from "./heroes";

/** The files under data/articles, checked when they are loaded (and by the data test). */
const slug = z.string().max(80).regex(ARTICLE_SLUG, "must be lower-case words joined by hyphens");
const line = (min: number, max: number) =>
  z.string().trim().min(min, `must be at least ${min} characters`).max(max, `must be at most ${max} characters`);

/** `data/articles/en-us/{slug}.md`: the English article, its front matter. */
export const articleFrontMatterSchema = z
  .object({
    slug,
    title: line(10, 110),
    category: z.enum(ARTICLE_CATEGORIES),
    excerpt: line(80, 260),
    featured: z.enum(["true", "false"]).transform((value) => value === "true"),
    published: z.iso.date(),
    updated: z.iso.date().optional(),
    hero: z.enum(HERO_IDS),
  })
  .strict();
export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

/** `data/articles/{locale}/{slug}.md`: a translated body; everything else comes from the English file. */
export const translatedBodyFrontMatterSchema = z.object({ slug }).strict();

/** `data/articles/categories.json`: the English category names. */
export const categoryNamesSchema = z.record(z.enum(ARTICLE_CATEGORIES), line(2, 40));

/** `data/articles/translations/{locale}.json`: category names, titles and excerpts in one language. */
export const articleTranslationsSchema = z
  .object({
    categories: categoryNamesSchema,
    articles: z.record(slug, z.object({ title: line(4, 140), excerpt: line(30, 360) }).strict()),
  })
  .strict();
export type ArticleTranslations = z.infer<typeof articleTranslationsSchema>;

export const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== "en-us");
