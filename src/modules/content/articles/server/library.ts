import "server-only";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { Locale } from "@/config/locales";
import {
  articleFrontMatterSchema,
  articleTranslationsSchema,
  categoryNamesSchema,
  TRANSLATED_LOCALES,
  translatedBodyFrontMatterSchema,
  type ArticleFrontMatter,
  type ArticleTranslations,
} from "../article-file";
import type { ArticleCategory } from "../categories";
import { splitFrontMatter } from "../front-matter";
import { parseMarkdown, type ParsedMarkdown } from "../markdown";

export const ARTICLES_DIR = path.resolve(process.cwd(), "data/articles");

/** A body as parsed for pages, with the text it was parsed from (the API hands that out). */
export type ArticleBody = ParsedMarkdown & { source: string };

export type LibraryArticle = Omit<ArticleFrontMatter, "updated"> & { updated: string; body: ArticleBody };

export type ArticleLibrary = {
  /** Newest first, then by title. */
  articles: LibraryArticle[];
  bySlug: Map<string, LibraryArticle>;
  categoryNames: Record<ArticleCategory, string>;
  translations: Partial<Record<Locale, ArticleTranslations>>;
  /** Bodies written in a language other than English, by locale and slug. */
  bodies: Partial<Record<Locale, Map<string, ArticleBody>>>;
};

function parsed<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`data/articles/${file}: ${z.prettifyError(result.error)}`);
  return result.data;
}

function markdownFiles(dir: string): [name: string, raw: string][] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => [name, readFileSync(path.join(dir, name), "utf8")]);
}

function readMarkdown(raw: string, file: string) {
  try {
    const { fields, body } = splitFrontMatter(raw);
    return { fields, body: { ...parseMarkdown(body), source: body.trim() } };
  } catch (error) {
    throw new Error(`data/articles/${file}: ${(error as Error).message}`);
  }
}

/** Reads and checks every article file; any mistake names its file (the server refuses to show a broken article). */
export function readArticleLibrary(dir = ARTICLES_DIR): ArticleLibrary {
  const articles = markdownFiles(path.join(dir, "en-us")).map(([name, raw]) => {
    const file = `en-us/${name}`;
    const { fields, body } = readMarkdown(raw, file);
    const front = parsed(articleFrontMatterSchema, fields, file);
    if (`${front.slug}.md` !== name) throw new Error(`data/articles/${file}: the slug must match the file name`);
    return { ...front, updated: front.updated ?? front.published, body };
  });
  articles.sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
  const bySlug = new Map(articles.map((article) => [article.slug, article]));

  const translations: ArticleLibrary["translations"] = {};
  const bodies: ArticleLibrary["bodies"] = {};
  for (const locale of TRANSLATED_LOCALES) {
    const file = `translations/${locale}.json`;
    const full = path.join(/*turbopackIgnore: true*/ dir, file);
    if (existsSync(full)) {
      const words = parsed(articleTranslationsSchema, JSON.parse(readFileSync(full, "utf8")), file);
      for (const slug of Object.keys(words.articles))
        if (!bySlug.has(slug)) throw new Error(`data/articles/${file}: '${slug}' names no article`);
      translations[locale] = words;
    }
    // Read at run time from the data folder; the bundler need not trace a path it cannot know.
    const translated = markdownFiles(path.join(/*turbopackIgnore: true*/ dir, locale));
    if (translated.length) {
      bodies[locale] = new Map(
        translated.map(([name, raw]) => {
          const { fields, body } = readMarkdown(raw, `${locale}/${name}`);
          const { slug } = parsed(translatedBodyFrontMatterSchema, fields, `${locale}/${name}`);
          if (!bySlug.has(slug)) throw new Error(`data/articles/${locale}/${name}: '${slug}' names no article`);
          return [slug, body];
        }),
      );
    }
  }
  const categoryNames = parsed(
    categoryNamesSchema,
    JSON.parse(readFileSync(path.join(dir, "categories.json"), "utf8")),
    "categories.json",
  );
  return { articles, bySlug, categoryNames, translations, bodies };
}

let library: ArticleLibrary | undefined;

/** The articles, read once per process: they change only with a deployment. */
export function articleLibrary(): ArticleLibrary {
  library ??= readArticleLibrary();
  return library;
}

/** A short content hash, for image addresses that may be cached for a year. */
export const contentVersion = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 10);
