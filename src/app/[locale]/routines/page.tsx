import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { pageContext } from "@/app/_server/page-context";
import type { Locale } from "@/config/locales";
import { RoutinesView } from "@/modules/content/routines/components/routines-view";
import { loadRoutinesPage } from "@/modules/content/routines/server/load-routines-page";

type Props = { params: Promise<{ locale: Locale }> };

// The list reads our workouts from the database, which the build never opens, and the layout's
// locales would be prerendered here; so it renders per request (the routines are kept in memory).
export const dynamic = "force-dynamic";

const open = cache(async (locale: Locale) => loadRoutinesPage(await pageContext(locale)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return (await open(locale)).metadata;
}

export default async function RoutinesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <RoutinesView {...await open(locale)} />;
}
