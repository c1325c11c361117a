import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { pageContext } from "@/app/_server/page-context";
import type { Locale } from "@/config/locales";
import { PricingPageView } from "@/modules/billing/components/pricing-page-view";
import { loadPricingPage } from "@/modules/billing/server/load-pricing-page";

// Rendered per request, never at build: the build must not ask the payment provider for prices.
// The page reads no session, so every visitor gets the same page; Premium users are told apart in the browser.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: Locale }> };

const open = cache(async (locale: Locale) => loadPricingPage(await pageContext(locale)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return (await open(locale)).metadata;
}

export default async function PricingPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PricingPageView {...await open(locale)} />;
}
