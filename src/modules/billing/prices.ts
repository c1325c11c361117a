import { FALLBACK_PRICES, MONEY_BACK_DAYS, TRIAL_DAYS } from "./plans";

export type Plan = "monthly" | "annual";
export const PLANS = ["monthly", "annual"] as const satisfies readonly Plan[];

/** A plan's price as the provider quotes it, in the currency's minor unit (cents). */
export type QuotedPrice = { priceId: string; amountMinor: number; currency: string };

export type PlanPriceDto = {
  plan: Plan;
  price_id: string;
  amount: number;
  currency: string;
};

/** What the pricing page, the upsell and checkout show (spec §9). */
export type PricesDto = {
  monthly: PlanPriceDto;
  annual: PlanPriceDto & { per_month: number };
  /** How much cheaper a year is than twelve months, in whole percent. */
  discount_percent: number;
  trial_days: number;
  money_back_days: number;
  /** True when the provider could not be asked and the built-in prices are shown. */
  fallback: boolean;
};

const DEFAULT_DISCOUNT = 50;

export const toMajor = (minor: number) => Math.round(minor) / 100;
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** Annual per month: the year's price over twelve, to two decimals. */
export const perMonth = (annual: number) => round2(annual / 12);

/** round((12 × monthly − annual) / (12 × monthly)) in percent; 50 when it cannot be worked out. */
export function discountPercent(monthly: number, annual: number): number {
  const year = 12 * monthly;
  if (!(year > 0) || !Number.isFinite(annual)) return DEFAULT_DISCOUNT;
  return Math.round(((year - annual) / year) * 100);
}

export function pricesFrom(quotes: Record<Plan, QuotedPrice>, fallback = false): PricesDto {
  const monthly = toMajor(quotes.monthly.amountMinor);
  const annual = toMajor(quotes.annual.amountMinor);
  return {
    monthly: { plan: "monthly", price_id: quotes.monthly.priceId, amount: monthly, currency: quotes.monthly.currency },
    annual: {
      plan: "annual",
      price_id: quotes.annual.priceId,
      amount: annual,
      currency: quotes.annual.currency,
      per_month: perMonth(annual),
    },
    discount_percent: discountPercent(monthly, annual),
    trial_days: TRIAL_DAYS,
    money_back_days: MONEY_BACK_DAYS,
    fallback,
  };
}

/** The built-in prices (spec §9), used when the provider's price preview fails. */
export function fallbackPrices(priceIds: Record<Plan, string>): PricesDto {
  return pricesFrom(
    {
      monthly: { priceId: priceIds.monthly, amountMinor: FALLBACK_PRICES.monthly * 100, currency: "USD" },
      annual: { priceId: priceIds.annual, amountMinor: FALLBACK_PRICES.annual * 100, currency: "USD" },
    },
    true,
  );
}
