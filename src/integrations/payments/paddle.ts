import { Environment, Paddle } from "@paddle/paddle-node-sdk";
import { readPaddleEvent } from "./paddle-event";
import { InvalidSignatureError, type BillingPlan, type PaymentProvider } from "./types";

export type PaddleConfig = {
  apiKey: string;
  clientToken: string;
  webhookSecret: string;
  environment: "sandbox" | "production";
  /** Prices with the 7-day trial (`trial_period` on the price). */
  priceIds: Record<BillingPlan, string>;
  /** The same plans without a trial, for customers who already had one: Paddle keeps the trial on the price. */
  paidPriceIds: Record<BillingPlan, string>;
};

/** Paddle Billing: prices from its pricing preview, events verified by its SDK, changes through its API. */
export function paddlePayments(config: PaddleConfig): PaymentProvider {
  const paddle = new Paddle(config.apiKey, {
    environment: config.environment === "production" ? Environment.production : Environment.sandbox,
  });
  return {
    kind: "paddle",
    priceIds: config.priceIds,
    checkoutPriceId: (plan, trial) => (trial ? config.priceIds : config.paidPriceIds)[plan],
    planOf: (priceId) =>
      priceId === config.priceIds.annual || priceId === config.paidPriceIds.annual ? "annual" : "monthly",
    checkout: { provider: "paddle", token: config.clientToken, environment: config.environment },
    async previewPrices() {
      const preview = await paddle.pricingPreview.preview({
        items: [
          { priceId: config.priceIds.monthly, quantity: 1 },
          { priceId: config.priceIds.annual, quantity: 1 },
        ],
      });
      const quote = (plan: BillingPlan) => {
        const line = preview.details.lineItems.find((item) => item.price.id === config.priceIds[plan]);
        if (!line) throw new Error(`The price preview lacks the ${plan} price`);
        return { priceId: line.price.id, amountMinor: Number(line.totals.total), currency: preview.currencyCode };
      };
      return { monthly: quote("monthly"), annual: quote("annual") };
    },
    async readWebhook(rawBody, signature) {
      // The raw body as received: parsing it first would change the bytes the signature covers.
      const valid = signature
        ? await paddle.webhooks.isSignatureValid(rawBody, config.webhookSecret, signature)
        : false;
      if (!valid) throw new InvalidSignatureError(signature ? "mismatch" : "missing");
      return readPaddleEvent(rawBody);
    },
    async cancelAtPeriodEnd(subscription) {
      await paddle.subscriptions.cancel(subscription.id, { effectiveFrom: "next_billing_period" });
    },
    async resume(subscription) {
      // Removing the scheduled change keeps the subscription renewing.
      await paddle.subscriptions.update(subscription.id, { scheduledChange: null });
    },
    local: null,
  };
}
