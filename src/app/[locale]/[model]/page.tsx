import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import type { Locale } from "@/config/locales";
import { pageContext } from "@/app/_server/page-context";
import { localizedAlternates } from "@/i18n/alternates";
import { HomeView } from "@/modules/catalogue/components/home-view";
import { genderFromSegment } from "@/modules/catalogue/model-segment";
import { loadHomePage } from "@/modules/catalogue/server/load-home-page";
import { FeaturedWorkouts } from "@/modules/workouts/components/featured-workouts";
import { loadFeaturedWorkouts } from "@/modules/workouts/server/load-featured-workouts";

type Props = { params: Promise<{ locale: Locale; model: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { alternates: localizedAlternates("/", locale) };
}

// Rendered on first request, never at build time (it reads the catalogue), then served from the cache.
export const dynamicParams = true;
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

export default async function HomePage({ params }: Props) {
  const { locale, model } = await params;
  const gender = genderFromSegment(model);
  if (!gender) notFound();
  setRequestLocale(locale);
  const ctx = await pageContext(locale);
  const [home, featured] = await Promise.all([loadHomePage(ctx, { gender }), loadFeaturedWorkouts(ctx)]);
  return (
    <>
      <HomeView {...home} />
      <FeaturedWorkouts locale={locale} gender={gender} workouts={featured} />
    </>
  );
}
