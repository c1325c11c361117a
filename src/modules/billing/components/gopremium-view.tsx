import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { PricingHero, TrustPoints } from "./pricing-hero";
import type { PricingPageData } from "./pricing-pages";
import { PricingPeriodProvider } from "./pricing-period";
import { PricingPerks } from "./pricing-perks";
import { PricingOffer, type CtaOrigin } from "./pricing-plans";
import { formatCount, formatMoney } from "./pricing-price-text";

const ORIGIN: CtaOrigin = { cta_variant: "current", source: "gopremium" };

/** `/gopremium`: where "Remove ads" leads. The perks, the price and one button. */
export function GoPremiumView({ prices }: PricingPageData) {
  const t = useTranslations("pricing");
  const locale = useLocale();
  const zero = formatMoney(0, prices.monthly.currency, locale);
  return (
    <PricingPeriodProvider>
      <PricingHero
        eyebrow={t("gopremium.eyebrow")}
        title={t("gopremium.title")}
        subtitle={t("gopremium.subtitle")}
        aside={
          <div className="mx-auto w-full max-w-md">
            <PricingOffer prices={prices} origin={ORIGIN} title={t("plans.premium.name")} />
          </div>
        }
      >
        <p className="mt-5 font-semibold">
          {t("gopremium.trialLine", { days: formatCount(prices.trial_days, locale), zero })}
        </p>
        <TrustPoints trialDays={prices.trial_days} moneyBackDays={prices.money_back_days} centered={false} />
        <Link href="/pricing" className="text-link mt-6 inline-block">
          {t("gopremium.compare")} <span aria-hidden>→</span>
        </Link>
      </PricingHero>
      <section aria-labelledby="gopremium-perks" className="mx-auto max-w-6xl">
        <h2 id="gopremium-perks" className="mb-6 text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t("gopremium.perksTitle")}
        </h2>
        <PricingPerks />
      </section>
    </PricingPeriodProvider>
  );
}
