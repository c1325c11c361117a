import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import type { Locale } from "@/config/locales";
import { ArticleView } from "@/modules/content/articles/components/article-view";
import { loadArticlePage } from "@/modules/content/articles/server/load-article-page";

type Props = { params: Promise<{ locale: Locale; slug: string }> };

// Rendered on first request and then served whole from the cache (see docs/decisions/0008).
export const dynamicParams = true;
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

const open = cache(async (locale: Locale, slug: string) => (await loadArticlePage({ locale }, slug)) ?? notFound());

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  return (await open(locale, slug)).metadata;
}

export default async function ArticlePage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  return <ArticleView {...(await open(locale, slug)).data} />;
}
