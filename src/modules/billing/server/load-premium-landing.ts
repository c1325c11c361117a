import "server-only";
import { getTranslations } from "next-intl/server";
import { localizedAlternates } from "@/i18n/alternates";
import type { LandingPageData, LandingVariant } from "../components/pricing-pages";
import { formatCount } from "../components/pricing-price-text";
import type { RequestContext } from "../context";
import { getPrices } from "./get-prices";

/**
 * `/premium/v1` … `/premium/v4`: the upsell variants as pages, for campaigns. They repeat the pricing
 * page's offer, so search engines are pointed to `/pricing` and asked not to index them.
 */
export async function loadPremiumLanding(ctx: RequestContext, variant: LandingVariant): Promise<LandingPageData> {
  const { locale } = ctx;
  const [t, prices] = await Promise.all([getTranslations({ locale, namespace: "pricing.landing.meta" }), getPrices()]);
  const days = formatCount(prices.trial_days, locale);
  return {
    locale,
    variant,
    prices,
    metadata: {
      title: t("title", { days }),
      description: t("description", { days }),
      alternates: { canonical: localizedAlternates("/pricing", locale).canonical },
      robots: { index: false, follow: true },
    },
  };
}
