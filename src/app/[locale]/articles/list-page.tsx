import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import type { Locale } from "@/config/locales";
import { parsePageSegment } from "@/modules/content/articles/paths";
import { ArticlesView } from "@/modules/content/articles/components/articles-view";
import { loadArticlesPage } from "@/modules/content/articles/server/load-articles-page";

/** The four list routes (all or one category, first page or a later one) share this page. */
type ListParams = { locale: Locale; category?: string; page?: string };

const open = cache(async (locale: Locale, category: string | null, segment: string | undefined) => {
  const page = parsePageSegment(segment);
  const list = page && (await loadArticlesPage({ locale }, { category, page }));
  return list || notFound();
});

export async function listMetadata(params: Promise<ListParams>): Promise<Metadata> {
  const { locale, category, page } = await params;
  return (await open(locale, category ?? null, page)).metadata;
}

export async function ArticlesListPage({ params }: { params: Promise<ListParams> }) {
  const { locale, category, page } = await params;
  setRequestLocale(locale);
  return <ArticlesView {...(await open(locale, category ?? null, page)).data} />;
}
