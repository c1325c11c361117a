import { NextIntlClientProvider, useLocale, useMessages, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { PricesDto } from "../prices";
import { JoinedToday } from "./joined-today";
import { PricingComparison } from "./pricing-comparison";
import { PricingFaq } from "./pricing-faq";
import { PricingHero, TrustPoints } from "./pricing-hero";
import type { LandingPageData, LandingVariant } from "./pricing-pages";
import { PricingPeriodProvider } from "./pricing-period";
import { PricingPerks } from "./pricing-perks";
import { PremiumButton, PricingOffer, type CtaOrigin } from "./pricing-plans";
import { formatCount, formatMoney, formatWholeMoney } from "./pricing-price-text";
import { PricingStats } from "./pricing-stats";
import { PricingTestimonials } from "./pricing-testimonials";
import { WordRotator } from "./word-rotator";

/** Spec §1: what a personal trainer costs a month, the comparison the landing pages draw. */
const TRAINER_MONTHLY_USD = 200;

type VariantProps = { prices: PricesDto; origin: CtaOrigin };

/** `/premium/v1` … `/premium/v4`: one offer in four layouts; each button reports its variant. */
export function PremiumLandingView({ prices, variant }: LandingData) {
  const t = useTranslations("pricing.landing");
  const origin: CtaOrigin = { cta_variant: variant, source: `cta_landing_${variant}` };
  const Layout = LAYOUTS[variant];
  return (
    <PricingPeriodProvider>
      <div className="space-y-16 sm:space-y-20" data-variant={variant}>
        <Layout prices={prices} origin={origin} />
        <PricingFaq prices={prices} />
        <p className="text-center">
          <Link href="/pricing" className="text-link">
            {t("more")} <span aria-hidden>→</span>
          </Link>
        </p>
      </div>
    </PricingPeriodProvider>
  );
}

type LandingData = Pick<LandingPageData, "prices" | "variant">;

const LAYOUTS: Record<LandingVariant, (props: VariantProps) => React.ReactNode> = {
  v1: FeatureLed,
  v2: Urgency,
  v3: ComparisonLed,
  v4: RotatingWords,
};

function HeroButton({ prices, origin }: VariantProps) {
  return (
    <>
      <div className="mx-auto mt-8 max-w-sm">
        <PremiumButton prices={prices} origin={origin} />
      </div>
      <TrustPoints trialDays={prices.trial_days} moneyBackDays={prices.money_back_days} />
    </>
  );
}

/** v1: the perks lead, the offer follows. */
function FeatureLed({ prices, origin }: VariantProps) {
  const t = useTranslations("pricing.landing.v1");
  return (
    <>
      <PricingHero eyebrow={t("eyebrow")} title={t("title")} subtitle={t("subtitle")}>
        <HeroButton prices={prices} origin={origin} />
      </PricingHero>
      <section aria-labelledby="landing-perks">
        <h2 id="landing-perks" className="mb-6 text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t("perksTitle")}
        </h2>
        <PricingPerks />
      </section>
      <div className="mx-auto max-w-md">
        <PricingOffer prices={prices} origin={origin} />
      </div>
    </>
  );
}

/** v2: start today. How many joined today, the trial step by step, and members' words. */
function Urgency({ prices, origin }: VariantProps) {
  const t = useTranslations("pricing.landing.v2");
  const messages = useMessages();
  const locale = useLocale();
  const zero = formatMoney(0, prices.monthly.currency, locale);
  const days = formatCount(prices.trial_days, locale);
  const steps = [
    { title: t("step1Title"), text: t("step1", { zero }) },
    { title: t("step2Title", { days }), text: t("step2") },
    { title: t("step3Title"), text: t("step3") },
  ];
  // Only the count's sentence travels to the browser, where the number is drawn.
  const joined = { pricing: { landing: { v2: { joined: messages.pricing.landing.v2.joined } } } };
  return (
    <>
      <PricingHero
        eyebrow={t("eyebrow")}
        title={t("title")}
        subtitle={t("subtitle", { days })}
        aside={
          <div className="mx-auto w-full max-w-md">
            <PricingOffer prices={prices} origin={origin} />
          </div>
        }
      >
        <div className="mt-6">
          <NextIntlClientProvider messages={joined}>
            <JoinedToday />
          </NextIntlClientProvider>
        </div>
      </PricingHero>
      <section aria-labelledby="landing-steps" className="mx-auto max-w-4xl">
        <h2 id="landing-steps" className="mb-6 text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t("stepsTitle")}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="surface rounded-3xl p-5">
              <span
                aria-hidden
                className="flex h-9 w-9 items-center justify-center rounded-full bg-[var(--color-accent-strong)] font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 font-bold">{step.title}</h3>
              <p className="text-muted mt-1 text-sm">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <PricingTestimonials />
    </>
  );
}

/** v3: the plan table first, the offer beside it, and what a trainer would cost. */
function ComparisonLed({ prices, origin }: VariantProps) {
  const t = useTranslations("pricing.landing.v3");
  const locale = useLocale();
  const trainer = formatWholeMoney(TRAINER_MONTHLY_USD, "USD", locale);
  const premium = formatMoney(prices.annual.per_month, prices.annual.currency, locale);
  return (
    <>
      <PricingHero eyebrow={t("eyebrow")} title={t("title")} subtitle={t("subtitle")} />
      <div className="-mt-6 grid items-start gap-6 lg:grid-cols-[1.4fr_1fr]">
        <PricingComparison />
        <PricingOffer prices={prices} origin={origin} />
      </div>
      <section aria-labelledby="landing-cost" className="mx-auto max-w-3xl">
        <h2 id="landing-cost" className="mb-6 text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t("costTitle")}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="surface flex flex-col-reverse justify-center rounded-3xl p-6 text-center">
            <dt className="text-muted mt-1">{t("trainer")}</dt>
            <dd className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {t("trainerPrice", { price: trainer })}
            </dd>
          </div>
          <div className="flex flex-col-reverse justify-center rounded-3xl border-2 border-[var(--color-accent-strong)] bg-[var(--surface)] p-6 text-center">
            <dt className="mt-1 font-semibold">{t("premium")}</dt>
            <dd className="text-2xl font-extrabold tracking-tight text-[var(--color-accent-strong)] sm:text-3xl dark:text-[var(--color-accent-2)]">
              {t("premiumPrice", { price: premium })}
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
}

/** v4: the rotating-words hero (also the layout the 'current' upsell variant shows). */
function RotatingWords({ prices, origin }: VariantProps) {
  const t = useTranslations("pricing.landing.v4");
  const words = (["one", "two", "three", "four"] as const).map((key) => t(`words.${key}`));
  const title = (
    <>
      <span className="sr-only">{t("static")}</span>
      <span aria-hidden>{t.rich("title", { word: () => <WordRotator words={words} /> })}</span>
    </>
  );
  return (
    <>
      <PricingHero eyebrow={t("eyebrow")} title={title} subtitle={t("subtitle")}>
        <HeroButton prices={prices} origin={origin} />
      </PricingHero>
      <div className="mx-auto max-w-md">
        <PricingOffer prices={prices} origin={origin} />
      </div>
      <PricingStats />
    </>
  );
}
