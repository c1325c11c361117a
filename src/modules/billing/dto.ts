import type { PricesDto } from "./prices";

/** An ad as the browser draws it: one of our house ads, or a network slot. */
export type AdContent =
  { kind: "house"; variant: number } | { kind: "network"; client: string; slot: string; scriptUrl: string };

/** What the browser needs to open checkout: the provider's overlay, or our local checkout. */
export type CheckoutConfigDto =
  { provider: "paddle"; token: string; environment: "sandbox" | "production" } | { provider: "local" };

export type CheckoutDto = {
  checkout: CheckoutConfigDto;
  plan: "monthly" | "annual";
  price_id: string;
  /** A user has one free trial; a second subscription starts paid. */
  trial: boolean;
  customer: { email: string };
  custom_data: { app_user_id: string; cta_variant: string; source: string };
};

export type SubscriptionDto = {
  id: string;
  plan: "monthly" | "annual";
  status: "trialing" | "active" | "past_due" | "paused" | "canceled";
  trial_ends_at: string | null;
  /** The next charge while renewing; the day access ends once cancelled. */
  current_period_ends_at: string | null;
  cancel_at_period_end: boolean;
};

export type CheckoutPageData = {
  locale: string;
  prices: PricesDto;
  /** Null for a user who already has Premium. */
  order: CheckoutDto | null;
};
