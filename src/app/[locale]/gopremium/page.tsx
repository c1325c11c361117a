import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { pageContext } from "@/app/_server/page-context";
import type { Locale } from "@/config/locales";
import { GoPremiumView } from "@/modules/billing/components/gopremium-view";
import { loadGoPremiumPage } from "@/modules/billing/server/load-gopremium-page";

// Per request, like /pricing: the prices come from the payment provider, never asked at build.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: Locale }> };

const open = cache(async (locale: Locale) => loadGoPremiumPage(await pageContext(locale)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return (await open(locale)).metadata;
}

export default async function GoPremiumPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <GoPremiumView {...await open(locale)} />;
}
