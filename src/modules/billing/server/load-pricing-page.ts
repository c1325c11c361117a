import "server-only";
import { getTranslations } from "next-intl/server";
import { localizedAlternates } from "@/i18n/alternates";
import type { PricingPageData } from "../components/pricing-pages";
import type { RequestContext } from "../context";
import { getPrices } from "./get-prices";

/** `/pricing`: the plans at the provider's prices, in the page's language (the same for every visitor). */
export async function loadPricingPage(ctx: RequestContext): Promise<PricingPageData> {
  const { locale } = ctx;
  const [t, prices] = await Promise.all([getTranslations({ locale, namespace: "pricing.meta" }), getPrices()]);
  return {
    locale,
    prices,
    metadata: { title: t("title"), description: t("description"), alternates: localizedAlternates("/pricing", locale) },
  };
}
