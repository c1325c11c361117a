import "server-only";
import type { Locale } from "@/config/locales";
import { getPathname } from "@/i18n/navigation";
import type { ArticleCategory } from "../categories";
import type { ArticleCategoryRef, ArticleDto, ArticleSummaryDto } from "../dto";
import { readingMinutes } from "../reading-time";
import { articleImagePath } from "./article-image";
import type { ArticleLibrary, LibraryArticle } from "./library";

/** What the use cases read of the request: only its language (articles are the same for everyone). */
export type ArticlesContext = { locale: Locale };

export function categoryRef(library: ArticleLibrary, category: ArticleCategory, locale: Locale): ArticleCategoryRef {
  const english = library.categoryNames[category];
  return { slug: category, name: library.translations[locale]?.categories[category] ?? english, name_en_us: english };
}

/** The body in the reader's language when it has been translated, else the English one. */
export function localBody(library: ArticleLibrary, article: LibraryArticle, locale: Locale) {
  const translated = locale === "en-us" ? undefined : library.bodies[locale]?.get(article.slug);
  return { body: translated ?? article.body, language: translated ? locale : ("en-us" as Locale) };
}

export function toSummary(library: ArticleLibrary, article: LibraryArticle, locale: Locale): ArticleSummaryDto {
  const words = library.translations[locale]?.articles[article.slug];
  const { body, language } = localBody(library, article, locale);
  return {
    slug: article.slug,
    title: words?.title ?? article.title,
    excerpt: words?.excerpt ?? article.excerpt,
    category: categoryRef(library, article.category, locale),
    featured_article: article.featured,
    published_at: article.published,
    updated_at: article.updated,
    word_count: body.words,
    reading_minutes: readingMinutes(body.words),
    image: articleImagePath(article.slug, article.hero),
    url: getPathname({ href: `/articles/${article.slug}`, locale }),
    language,
  };
}

export function toArticle(library: ArticleLibrary, article: LibraryArticle, locale: Locale): ArticleDto {
  const { body } = localBody(library, article, locale);
  return { ...toSummary(library, article, locale), body: body.source, headings: body.headings };
}
