import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { pageContext } from "@/app/_server/page-context";
import type { Locale } from "@/config/locales";
import { PremiumLandingView } from "@/modules/billing/components/premium-landing-view";
import { isLandingVariant } from "@/modules/billing/components/pricing-pages";
import { loadPremiumLanding } from "@/modules/billing/server/load-premium-landing";

// Per request, like /pricing: the prices come from the payment provider, never asked at build.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: Locale; variant: string }> };

/** v1 to v4; any other variant is the localized 404. */
const open = cache(async (locale: Locale, variant: string) =>
  isLandingVariant(variant) ? loadPremiumLanding(await pageContext(locale), variant) : notFound(),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, variant } = await params;
  return (await open(locale, variant)).metadata;
}

export default async function PremiumLandingPage({ params }: Props) {
  const { locale, variant } = await params;
  setRequestLocale(locale);
  return <PremiumLandingView {...await open(locale, variant)} />;
}
