import { useTranslations } from "next-intl";
import { PricingComparison } from "./pricing-comparison";
import { PricingFaq } from "./pricing-faq";
import { PricingHero, TrustPoints } from "./pricing-hero";
import type { PricingPageData } from "./pricing-pages";
import { PricingPeriodProvider } from "./pricing-period";
import { PremiumButton, PricingPlans, type CtaOrigin } from "./pricing-plans";
import { PricingStats } from "./pricing-stats";
import { PricingStickyBar } from "./pricing-sticky-bar";
import { PricingTestimonials } from "./pricing-testimonials";
import { useCount, usePricingTexts } from "./pricing-texts";

const ORIGIN: CtaOrigin = { cta_variant: "current", source: "pricing_page" };
const HERO_CTA = "pricing-hero-cta";
const CLOSING = "pricing-closing";

/** `/pricing` (spec §2): hero, plans with the billing toggle, stats, the plan table, voices, FAQ, sticky bar. */
export function PricingPageView({ prices }: PricingPageData) {
  const t = useTranslations("pricing");
  const { texts, cta } = usePricingTexts(prices);
  const days = useCount()(prices.trial_days);
  return (
    <PricingPeriodProvider>
      <PricingHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} subtitle={t("hero.subtitle", { days })}>
        <div className="mx-auto mt-8 max-w-sm">
          <PremiumButton prices={prices} origin={ORIGIN} id={HERO_CTA} label={t("hero.cta", { days })} />
        </div>
        <TrustPoints trialDays={prices.trial_days} moneyBackDays={prices.money_back_days} />
      </PricingHero>
      <div className="space-y-16 sm:space-y-24">
        <PricingPlans prices={prices} origin={ORIGIN} />
        <PricingStats />
        <section aria-labelledby="pricing-compare" className="mx-auto max-w-3xl">
          <h2 id="pricing-compare" className="text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t("compare.title")}
          </h2>
          <p className="text-muted mt-2 text-center">{t("compare.subtitle")}</p>
          <PricingComparison showCaption={false} className="mt-6" />
        </section>
        <PricingTestimonials />
        <PricingFaq prices={prices} />
        <section
          id={CLOSING}
          aria-labelledby="pricing-closing-title"
          className="relative isolate overflow-hidden rounded-3xl bg-neutral-950 px-6 py-12 text-center text-white sm:px-12"
        >
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-[radial-gradient(50%_80%_at_50%_0%,color-mix(in_srgb,var(--color-accent)_45%,transparent),transparent)]"
          />
          <h2 id="pricing-closing-title" className="text-2xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {t("closing.title")}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-neutral-300">{t("closing.text", { days })}</p>
          <div className="mx-auto mt-6 max-w-xs">
            <PremiumButton prices={prices} origin={ORIGIN} label={t("hero.cta", { days })} />
          </div>
        </section>
      </div>
      <PricingStickyBar
        after={HERO_CTA}
        before={CLOSING}
        label={t("sticky.label")}
        eyebrow={t("removeAds")}
        prices={{
          monthly: { amount: texts.monthly.amount, unit: texts.monthly.unit, note: texts.monthly.trial },
          annual: { amount: texts.annual.amount, unit: texts.annual.unit, note: texts.annual.trial },
        }}
        cta={{ ...cta, ...ORIGIN, label: t("sticky.cta") }}
      />
    </PricingPeriodProvider>
  );
}
