import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { env } from "@/config/env";
import { localizedAlternates } from "@/i18n/alternates";
import type { ArticlePageData } from "../dto";
import { articlePath } from "../paths";
import { articleImagePath } from "./article-image";
import { findLibraryArticle } from "./get-article";
import { articleLibrary } from "./library";
import { localBody, toSummary, type ArticlesContext } from "./to-dto";

const RELATED = 3;

/** `/articles/{slug}`: the article, its contents, and three to read next (its own category first); null when unknown. */
export async function loadArticlePage(
  ctx: ArticlesContext,
  slug: string,
): Promise<{ data: ArticlePageData; metadata: Metadata } | null> {
  const article = findLibraryArticle(slug);
  if (!article) return null;
  const library = articleLibrary();
  const { locale } = ctx;
  const summary = toSummary(library, article, locale);
  const { body } = localBody(library, article, locale);
  const others = library.articles.filter((other) => other.slug !== slug);
  const related = [
    ...others.filter((other) => other.category === article.category),
    ...others.filter((other) => other.category !== article.category),
  ]
    .slice(0, RELATED)
    .map((other) => toSummary(library, other, locale));
  const t = await getTranslations({ locale, namespace: "articles" });
  const heroAlt = t(`heroAlt.${article.hero}`);
  const siteOrigin = new URL(env.SITE_URL).origin;
  const previewImage = `${siteOrigin}${articleImagePath(slug, article.hero, "png")}`;
  return {
    data: {
      locale,
      article: summary,
      blocks: body.blocks,
      headings: body.headings,
      related,
      siteOrigin,
      previewImage,
      heroAlt,
    },
    metadata: {
      title: summary.title,
      description: summary.excerpt,
      alternates: localizedAlternates(articlePath(slug), locale),
      openGraph: {
        type: "article",
        title: summary.title,
        description: summary.excerpt,
        publishedTime: summary.published_at,
        modifiedTime: summary.updated_at,
        section: summary.category.name,
        images: [{ url: previewImage, width: 1200, height: 630, alt: heroAlt }],
      },
      twitter: {
        card: "summary_large_image",
        title: summary.title,
        description: summary.excerpt,
        images: [previewImage],
      },
    },
  };
}
