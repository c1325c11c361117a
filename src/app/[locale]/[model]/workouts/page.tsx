import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { pageContext } from "@/app/_server/page-context";
import type { Locale } from "@/config/locales";
import { genderFromSegment } from "@/modules/catalogue/model-segment";
import { WorkoutsView } from "@/modules/workouts/components/workouts-view";
import { loadWorkoutsPage } from "@/modules/workouts/server/load-workouts-page";

type Props = { params: Promise<{ locale: Locale; model: string }> };

// Rendered on first request and then served whole from the cache (see docs/decisions/0008).
export const dynamicParams = true;
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

const open = cache(async (locale: Locale, model: string) => {
  const gender = genderFromSegment(model);
  return gender ? loadWorkoutsPage(await pageContext(locale), gender) : notFound();
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, model } = await params;
  return (await open(locale, model)).metadata;
}

export default async function WorkoutsPage({ params }: Props) {
  const { locale, model } = await params;
  setRequestLocale(locale);
  return <WorkoutsView {...await open(locale, model)} />;
}
