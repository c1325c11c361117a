import type { Plan, PricesDto } from "../prices";

/** The upsell and the pricing page open on the annual plan (spec §4). */
export const DEFAULT_PLAN: Plan = "annual";

export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
}

/**
 * A count in the reader's digits, for the numbers inside sentences (days, limits, percent): a
 * message's plain `{days}` would print Latin digits beside prices in Arabic-Indic or Persian ones.
 */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A whole percent as the locale writes it: 67%, 67 %, %67, ٦٧٪. */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(percent / 100);
}

/** A price with no cents, for whole amounts such as the free plan's zero. */
export function formatWholeMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
}

/** What a plan's price block shows, formatted for the locale. */
export type PlanPriceFigures = {
  plan: Plan;
  /** The big figure: a month's price (for annual, the year's price over twelve). */
  perMonth: string;
  /** What each period costs after the trial: the month's or the year's price. */
  charged: string;
  /** Annual only: the monthly plan's price, shown struck through beside the lower figure. */
  insteadOf: string | null;
  /** The spec's label (§9): 'Cancel anytime' for monthly, 'Best value' for annual. */
  label: "cancelAnytime" | "bestValue";
};

export function planPriceFigures(prices: PricesDto, plan: Plan, locale: string): PlanPriceFigures {
  const money = (amount: number) => formatMoney(amount, prices[plan].currency, locale);
  if (plan === "annual") {
    const cheaper = prices.annual.per_month < prices.monthly.amount;
    return {
      plan,
      perMonth: money(prices.annual.per_month),
      charged: money(prices.annual.amount),
      insteadOf: cheaper ? formatMoney(prices.monthly.amount, prices.monthly.currency, locale) : null,
      label: "bestValue",
    };
  }
  return {
    plan,
    perMonth: money(prices.monthly.amount),
    charged: money(prices.monthly.amount),
    insteadOf: null,
    label: "cancelAnytime",
  };
}

/** The toggle's badge shows the yearly saving only when there is one. */
export const showsSaving = (prices: PricesDto) => prices.discount_percent > 0;
