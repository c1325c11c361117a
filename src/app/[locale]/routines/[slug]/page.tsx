import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { pageContext } from "@/app/_server/page-context";
import type { Locale } from "@/config/locales";
import { RoutineView } from "@/modules/content/routines/components/routine-view";
import { loadRoutinePage } from "@/modules/content/routines/server/load-routine-page";

type Props = { params: Promise<{ locale: Locale; slug: string }> };

// Rendered on first request and then served whole from the cache (see docs/decisions/0008).
export const dynamicParams = true;
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

const open = cache(async (locale: Locale, slug: string) => {
  const page = await loadRoutinePage(await pageContext(locale), slug);
  return page ?? notFound();
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  return (await open(locale, slug)).metadata;
}

export default async function RoutinePage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  return <RoutineView {...await open(locale, slug)} />;
}
