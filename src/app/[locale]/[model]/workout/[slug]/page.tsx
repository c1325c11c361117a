import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { pageContext } from "@/app/_server/page-context";
import type { Locale } from "@/config/locales";
import { genderFromSegment } from "@/modules/catalogue/model-segment";
import { WorkoutView } from "@/modules/workouts/components/workout-view";
import { loadWorkoutPage } from "@/modules/workouts/server/load-workout-page";

type Props = { params: Promise<{ locale: Locale; model: string; slug: string }> };

// Rendered on first request and then served whole from the cache (see docs/decisions/0008).
export const dynamicParams = true;
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

const open = cache(async (locale: Locale, model: string, slug: string) => {
  const gender = genderFromSegment(model);
  const page = gender && (await loadWorkoutPage(await pageContext(locale), { slug, gender }));
  return page || notFound();
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, model, slug } = await params;
  return (await open(locale, model, slug)).metadata;
}

export default async function WorkoutPage({ params }: Props) {
  const { locale, model, slug } = await params;
  setRequestLocale(locale);
  return <WorkoutView {...await open(locale, model, slug)} />;
}
