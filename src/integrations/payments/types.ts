/** Vendor-neutral words for payments: our plans, the provider's prices and what its events say. */
export type BillingPlan = "monthly" | "annual";

export type SubscriptionStatus = "trialing" | "active" | "past_due" | "paused" | "canceled";

/** A price as the provider quotes it, in minor units (cents). */
export type ProviderPrice = { priceId: string; amountMinor: number; currency: string };

/** A subscription as one event describes it. */
export type SubscriptionSnapshot = {
  id: string;
  status: SubscriptionStatus;
  priceId: string;
  customerId: string | null;
  /** Our user id, carried in the checkout's custom data. */
  appUserId: string | null;
  trialEndsAt: Date | null;
  currentPeriodEndsAt: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  /** The offer that sold it, as the checkout's custom data named it. */
  ctaVariant: string | null;
  source: string | null;
};

/** A verified webhook event; `subscription` is null for events that do not change a subscription. */
export type BillingEvent = {
  id: string;
  type: string;
  occurredAt: Date;
  subscription: SubscriptionSnapshot | null;
};

/** What the browser needs to open checkout. */
export type CheckoutClientConfig =
  { provider: "paddle"; token: string; environment: "sandbox" | "production" } | { provider: "local" };

export type CheckoutCustomData = { app_user_id: string; cta_variant: string; source: string };

/** A completed local checkout: who buys which price, with or without the trial. */
export type LocalPurchase = {
  userId: string;
  email: string;
  priceId: string;
  trial: boolean;
  customData: CheckoutCustomData;
};

export interface PaymentProvider {
  readonly kind: "paddle" | "local";
  /** The prices that carry the 7-day trial, one per plan (what prices are quoted from). */
  readonly priceIds: Record<BillingPlan, string>;
  /** The price a checkout sells: a customer who already had a trial buys one without it. */
  checkoutPriceId(plan: BillingPlan, trial: boolean): string;
  /** The plan a subscription's price belongs to. */
  planOf(priceId: string): BillingPlan;
  readonly checkout: CheckoutClientConfig;
  /** Both plans' prices; throws when the provider cannot be asked. */
  previewPrices(): Promise<Record<BillingPlan, ProviderPrice>>;
  /** Verifies the signature of a raw webhook body and reads it; throws `InvalidSignatureError`. */
  readWebhook(rawBody: string, signature: string | null): Promise<BillingEvent>;
  /** Asks the provider to end a subscription at the end of its period (the change arrives by webhook). */
  cancelAtPeriodEnd(subscription: SubscriptionSnapshot): Promise<void>;
  /** Takes back a scheduled cancellation (the change arrives by webhook). */
  resume(subscription: SubscriptionSnapshot): Promise<void>;
  /** The local provider's checkout page completes here; null for a real provider. */
  readonly local: { completePurchase(purchase: LocalPurchase): Promise<void> } | null;
}

export class InvalidSignatureError extends Error {
  constructor(reason: string) {
    super(`Webhook signature rejected: ${reason}`);
    this.name = "InvalidSignatureError";
  }
}
