import { useLocale, useTranslations } from "next-intl";
import { PLANS, type Plan, type PricesDto } from "../prices";
import type { PricingToggleLabels, PlanPriceText } from "./pricing-period";
import { formatCount, formatMoney, formatPercent, planPriceFigures, showsSaving } from "./pricing-price-text";

/** Counts written in the page's digits (see formatCount). */
export function useCount() {
  const locale = useLocale();
  return (value: number) => formatCount(value, locale);
}

/**
 * The words around the prices, for the toggle, the price blocks and the sticky bar. A hook with no
 * client state: server components call it for the pages, and an upsell modal can call it as well.
 */
export function usePricingTexts(prices: PricesDto) {
  const t = useTranslations("pricing");
  const locale = useLocale();
  const days = formatCount(prices.trial_days, locale);
  const price = (plan: Plan): PlanPriceText => {
    const figures = planPriceFigures(prices, plan, locale);
    return {
      amount: figures.perMonth,
      unit: t("price.unit"),
      insteadOf: figures.insteadOf ? { price: figures.insteadOf, label: t("price.insteadOf") } : null,
      billing: plan === "annual" ? t("price.billedYearly", { total: figures.charged }) : t("price.billedMonthly"),
      trial:
        plan === "annual"
          ? t("price.trialAnnual", { days, price: figures.charged })
          : t("price.trialMonthly", { days, price: figures.charged }),
      label: t(`price.${figures.label}`),
    };
  };
  const texts = Object.fromEntries(PLANS.map((plan) => [plan, price(plan)])) as Record<Plan, PlanPriceText>;
  const toggle: PricingToggleLabels = {
    legend: t("toggle.legend"),
    monthly: t("toggle.monthly"),
    annual: t("toggle.annual"),
    save: showsSaving(prices) ? t("toggle.save", { percent: formatPercent(prices.discount_percent, locale) }) : null,
  };
  return {
    texts,
    toggle,
    zero: formatMoney(0, prices.monthly.currency, locale),
    cta: { label: t("cta.start"), processing: t("cta.processing") },
  };
}
