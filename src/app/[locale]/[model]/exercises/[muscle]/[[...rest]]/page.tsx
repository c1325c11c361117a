import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import type { Locale } from "@/config/locales";
import { pageContext } from "@/app/_server/page-context";
import { ListingView } from "@/modules/catalogue/components/listing-view";
import { genderFromSegment } from "@/modules/catalogue/model-segment";
import { loadListingPage } from "@/modules/catalogue/server/load-listing-page";

type Props = { params: Promise<{ locale: Locale; model: string; muscle: string; rest?: string[] }> };

// Rendered on first request and then served whole from the cache (see docs/decisions/0008).
export const dynamicParams = true;
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

const open = cache(async (locale: Locale, model: string, muscle: string, rest: string) => {
  const gender = genderFromSegment(model);
  const outcome =
    gender &&
    (await loadListingPage(await pageContext(locale), { gender, muscle, rest: rest.split("/").filter(Boolean) }));
  if (outcome && "movedTo" in outcome) permanentRedirect(outcome.movedTo);
  return outcome?.page ?? notFound();
});

const openFrom = async (params: Props["params"]) => {
  const { locale, model, muscle, rest = [] } = await params;
  return open(locale, model, muscle, rest.join("/"));
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return (await openFrom(params)).metadata;
}

export default async function ExerciseListingPage({ params }: Props) {
  const page = await openFrom(params);
  setRequestLocale(page.locale);
  return <ListingView {...page} />;
}
