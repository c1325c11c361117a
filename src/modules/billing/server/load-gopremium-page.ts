import "server-only";
import { getTranslations } from "next-intl/server";
import { localizedAlternates } from "@/i18n/alternates";
import type { PricingPageData } from "../components/pricing-pages";
import type { RequestContext } from "../context";
import { getPrices } from "./get-prices";

/** `/gopremium`: where every "Remove ads" link leads, with the current prices. */
export async function loadGoPremiumPage(ctx: RequestContext): Promise<PricingPageData> {
  const { locale } = ctx;
  const [t, prices] = await Promise.all([
    getTranslations({ locale, namespace: "pricing.gopremium.meta" }),
    getPrices(),
  ]);
  return {
    locale,
    prices,
    metadata: {
      title: t("title"),
      description: t("description"),
      alternates: localizedAlternates("/gopremium", locale),
    },
  };
}
