import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localizedAlternates } from "@/i18n/alternates";
import { ARTICLES_PAGE_SIZE, isArticleCategory } from "../categories";
import type { ArticlesListData } from "../dto";
import { articlesPath } from "../paths";
import { articleLibrary } from "./library";
import { listArticleCategories } from "./list-article-categories";
import { categoryRef, toSummary, type ArticlesContext } from "./to-dto";

/**
 * `/articles`, `/articles/page/{n}`, `/articles/category/{category}[/page/{n}]`: the featured articles
 * on top of the first page of all articles, then the others newest first; in a category, all of its
 * articles. Null for an unknown category or a page past the last.
 */
export async function loadArticlesPage(
  ctx: ArticlesContext,
  { category: wanted, page }: { category: string | null; page: number },
): Promise<{ data: ArticlesListData; metadata: Metadata } | null> {
  const category = wanted === null ? null : isArticleCategory(wanted) ? wanted : undefined;
  if (category === undefined) return null;
  const library = articleLibrary();
  const { locale } = ctx;
  const listed = library.articles.filter((article) => (category ? article.category === category : !article.featured));
  const pages = Math.max(1, Math.ceil(listed.length / ARTICLES_PAGE_SIZE));
  if (page < 1 || page > pages) return null;
  const summary = (article: (typeof listed)[number]) => toSummary(library, article, locale);
  const ref = category ? categoryRef(library, category, locale) : null;

  const t = await getTranslations({ locale, namespace: "articles" });
  const baseTitle = ref ? t("categoryTitle", { category: ref.name }) : t("title");
  const title = page > 1 ? t("pageTitle", { title: baseTitle, page }) : baseTitle;
  const description = ref ? t("categoryDescription", { category: ref.name }) : t("description");
  return {
    data: {
      locale,
      category: ref,
      categories: listArticleCategories(ctx).results,
      total: library.articles.length,
      featured: !category && page === 1 ? library.articles.filter((article) => article.featured).map(summary) : [],
      items: listed.slice((page - 1) * ARTICLES_PAGE_SIZE, page * ARTICLES_PAGE_SIZE).map(summary),
      page,
      pages,
    },
    metadata: {
      title,
      description,
      alternates: localizedAlternates(articlesPath(category, page), locale),
      openGraph: { title, description, type: "website" },
    },
  };
}
