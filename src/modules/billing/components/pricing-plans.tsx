import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { FREE_WORKOUT_LIMIT } from "../entitlements";
import type { PricesDto } from "../prices";
import type { CtaVariant } from "../schemas";
import { AccountSwitch, PricingCta } from "./pricing-cta";
import { CheckIcon, CrossIcon, ShieldIcon } from "./pricing-icons";
import { PlanPrice, PricingToggle } from "./pricing-period";
import { formatCount, formatWholeMoney } from "./pricing-price-text";
import { useCount, usePricingTexts } from "./pricing-texts";

export type CtaOrigin = { cta_variant: CtaVariant; source: string };

/** What a Premium user sees where the buy buttons would be. */
export function PremiumOwned({ className = "" }: { className?: string }) {
  const t = useTranslations("pricing.cta");
  return (
    <div
      data-testid="premium-owned"
      className={`rounded-2xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-50 ${className}`}
    >
      <p className="flex items-center gap-2 font-bold">
        <CheckIcon className="h-5 w-5" />
        {t("owned")}
      </p>
      <Link href="/settings" className="mt-1 inline-block text-sm font-semibold underline underline-offset-2">
        {t("manage")}
      </Link>
    </div>
  );
}

/** A plan button for everyone without Premium; Premium users get the note instead. */
export function PremiumButton({
  prices,
  origin,
  id,
  label,
}: {
  prices: PricesDto;
  origin: CtaOrigin;
  id?: string;
  label?: string;
}) {
  const { cta } = usePricingTexts(prices);
  const button = <PricingCta {...cta} {...origin} id={id} label={label ?? cta.label} />;
  return <AccountSwitch visitor={button} premium={<PremiumOwned />} />;
}

export function MoneyBack({ days }: { days: number }) {
  const t = useTranslations("pricing.price");
  const count = useCount();
  return (
    <p className="text-muted flex items-center justify-center gap-2 text-sm">
      <ShieldIcon className="h-5 w-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
      {t("moneyBack", { days: count(days) })}
    </p>
  );
}

function Bullets({ items, missing = [] }: { items: string[]; missing?: string[] }) {
  const t = useTranslations("pricing.compare");
  return (
    <ul className="space-y-2.5 text-sm">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
          {item}
        </li>
      ))}
      {missing.map((item) => (
        <li key={item} className="text-muted flex gap-2.5">
          <CrossIcon className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <span className="sr-only">{t("notIncluded")}: </span>
            <span className="line-through decoration-1">{item}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The billing toggle above the two plans. The Premium card's price follows the toggle; its button
 * starts the chosen period.
 */
export function PricingPlans({
  prices,
  origin,
  headingLevel = 2,
}: {
  prices: PricesDto;
  origin: CtaOrigin;
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations("pricing");
  const locale = useLocale();
  const { texts, toggle } = usePricingTexts(prices);
  const Heading = `h${headingLevel}` as const;
  type Feature =
    | "library"
    | "analytics"
    | "ai"
    | "plans"
    | "tracking"
    | "unlimited"
    | "routines"
    | "adFree"
    | "maps"
    | "offline"
    | "support";
  const features = (keys: Feature[]) =>
    keys.map((key) => t(`plans.features.${key}`, { limit: formatCount(FREE_WORKOUT_LIMIT, locale) }));
  return (
    <section aria-labelledby="pricing-plans" className="scroll-mt-20" id="plans">
      <Heading id="pricing-plans" className="text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
        {t("plans.title")}
      </Heading>
      <div className="mt-5 flex justify-center">
        <PricingToggle labels={toggle} />
      </div>
      <div className="mx-auto mt-6 grid max-w-4xl gap-4 md:grid-cols-2">
        <article
          aria-labelledby="plan-free"
          className="surface order-2 flex flex-col rounded-3xl p-6 md:order-1 sm:p-8"
        >
          <h3 id="plan-free" className="text-lg font-bold">
            {t("plans.free.name")}
          </h3>
          <p className="text-muted text-sm">{t("plans.free.tagline")}</p>
          <p className="mt-4 flex items-baseline gap-2">
            <span className="text-5xl font-extrabold tracking-tight">
              {formatWholeMoney(0, prices.monthly.currency, locale)}
            </span>
            <span className="text-muted">{t("plans.free.forever")}</span>
          </p>
          <div className="mt-6 flex-1">
            <Bullets
              items={features(["library", "analytics", "ai", "plans"])}
              missing={[t("compare.features.tracking"), t("compare.features.routines"), t("compare.features.adFree")]}
            />
            <p className="text-muted mt-4 text-sm">{t("plans.free.adsNote")}</p>
          </div>
          <div className="mt-6">
            <AccountSwitch
              visitor={
                <Link href="/auth/register" className="btn-outline w-full">
                  {t("plans.free.cta")}
                </Link>
              }
              member={
                <p className="rounded-full border border-dashed border-[var(--border)] py-3 text-center text-sm font-semibold">
                  {t("plans.free.current")}
                </p>
              }
              premium={null}
            />
          </div>
        </article>
        <article
          aria-labelledby="plan-premium"
          className="relative order-1 flex flex-col rounded-3xl border-2 border-[var(--color-accent-strong)] bg-[var(--surface)] p-6 shadow-xl shadow-[color-mix(in_srgb,var(--color-accent)_18%,transparent)] md:order-2 sm:p-8"
        >
          <h3
            id="plan-premium"
            className="text-lg font-bold text-[var(--color-accent-strong)] dark:text-[var(--color-accent-2)]"
          >
            {t("plans.premium.name")}
          </h3>
          <p className="text-muted mb-4 text-sm">{t("plans.premium.tagline")}</p>
          <PlanPrice texts={texts} />
          <div className="mt-6">
            <PremiumButton prices={prices} origin={origin} />
          </div>
          <div className="mt-6 flex-1">
            <p className="mb-3 text-sm font-semibold">{t("plans.premium.everything")}</p>
            <Bullets items={features(["tracking", "unlimited", "routines", "adFree", "maps", "offline", "support"])} />
          </div>
          <div className="mt-6 border-t border-[var(--border)] pt-4">
            <MoneyBack days={prices.money_back_days} />
          </div>
        </article>
      </div>
    </section>
  );
}

/** The offer on one card: toggle, price, button, guarantee. For landing pages and modals. */
export function PricingOffer({
  prices,
  origin,
  ctaId,
  title,
}: {
  prices: PricesDto;
  origin: CtaOrigin;
  ctaId?: string;
  title?: string;
}) {
  const { texts, toggle } = usePricingTexts(prices);
  return (
    <div className="surface rounded-3xl p-5 shadow-xl shadow-[color-mix(in_srgb,var(--color-accent)_14%,transparent)] sm:p-7">
      {title ? <p className="mb-4 text-lg font-bold">{title}</p> : null}
      <div className="mb-5 flex justify-center">
        <PricingToggle labels={toggle} />
      </div>
      <PlanPrice texts={texts} />
      <div className="mt-5">
        <PremiumButton prices={prices} origin={origin} id={ctaId} />
      </div>
      <div className="mt-4">
        <MoneyBack days={prices.money_back_days} />
      </div>
    </div>
  );
}
