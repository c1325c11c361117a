import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import type { Locale } from "@/config/locales";
import { pageContext } from "@/app/_server/page-context";
import { MuscleIndexView } from "@/modules/catalogue/components/muscle-index-view";
import { genderFromSegment } from "@/modules/catalogue/model-segment";
import { loadMuscleIndex } from "@/modules/catalogue/server/load-muscle-index";

type Props = { params: Promise<{ locale: Locale; model: string }> };

// Rendered on first request and then served whole from the cache (see docs/decisions/0008).
export const dynamicParams = true;
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

const open = cache(async (locale: Locale, model: string) => {
  const gender = genderFromSegment(model);
  return gender ? loadMuscleIndex(await pageContext(locale), { gender }) : notFound();
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, model } = await params;
  return (await open(locale, model)).metadata;
}

export default async function MuscleIndexPage({ params }: Props) {
  const { locale, model } = await params;
  setRequestLocale(locale);
  return <MuscleIndexView {...await open(locale, model)} />;
}
