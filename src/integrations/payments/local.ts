import { randomUUID } from "node:crypto";
import { signPayload, verifyPayload } from "./signature";
import { readPaddleEvent } from "./paddle-event";
import type { BillingPlan, LocalPurchase, PaymentProvider, SubscriptionSnapshot } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;
export const LOCAL_TRIAL_DAYS = 7;

/** The local provider's own price list, in cents: the same figures the spec gives as fallbacks. */
export const LOCAL_PRICES: Record<BillingPlan, { priceId: string; amountMinor: number }> = {
  monthly: { priceId: "local_monthly", amountMinor: 499 },
  annual: { priceId: "local_annual", amountMinor: 1999 },
};

const planOf = (priceId: string): BillingPlan => (priceId === LOCAL_PRICES.annual.priceId ? "annual" : "monthly");

function periodEnd(start: Date, plan: BillingPlan): Date {
  const end = new Date(start);
  if (plan === "annual") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

type Send = (url: string, body: string, signature: string) => Promise<void>;

const post: Send = async (url, body, signature) => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "paddle-signature": signature },
    body,
  });
  if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
};

/**
 * A payment provider that works on a fresh machine: its checkout page completes a purchase here, and it
 * tells the app through signed events in Paddle's shape, sent over HTTP to the same webhook route a
 * real provider calls. Nothing here changes a user directly.
 */
export function localPayments({
  secret,
  webhookUrl,
  send = post,
}: {
  secret: string;
  webhookUrl: string;
  send?: Send;
}): PaymentProvider {
  async function emit(type: string, data: Record<string, unknown>) {
    const body = JSON.stringify({
      event_id: `evt_local_${randomUUID()}`,
      event_type: type,
      occurred_at: new Date().toISOString(),
      notification_id: `ntf_local_${randomUUID()}`,
      data,
    });
    await send(webhookUrl, body, signPayload(secret, body));
  }

  function subscriptionData(
    known: Pick<SubscriptionSnapshot, "id" | "status" | "priceId" | "customerId" | "appUserId" | "trialEndsAt">,
    period: { startsAt: Date; endsAt: Date } | null,
    scheduledCancel: Date | null,
  ) {
    return {
      id: known.id,
      status: known.status,
      customer_id: known.customerId,
      items: [
        {
          price: { id: known.priceId },
          trial_dates:
            known.trialEndsAt && period
              ? { starts_at: period.startsAt.toISOString(), ends_at: known.trialEndsAt.toISOString() }
              : null,
        },
      ],
      current_billing_period: period
        ? { starts_at: period.startsAt.toISOString(), ends_at: period.endsAt.toISOString() }
        : null,
      scheduled_change: scheduledCancel ? { action: "cancel", effective_at: scheduledCancel.toISOString() } : null,
      canceled_at: null,
      custom_data: known.appUserId ? { app_user_id: known.appUserId } : null,
    };
  }

  /**
   * The period of a known subscription, as an event must carry one: its end is what we stored; its
   * start is not kept anywhere and nothing reads it, so a day before the end stands in.
   */
  const periodOf = (known: SubscriptionSnapshot) => {
    const endsAt = known.currentPeriodEndsAt ?? periodEnd(new Date(), planOf(known.priceId));
    return { startsAt: new Date(endsAt.getTime() - DAY_MS), endsAt };
  };

  return {
    kind: "local",
    priceIds: { monthly: LOCAL_PRICES.monthly.priceId, annual: LOCAL_PRICES.annual.priceId },
    // The local checkout carries the trial as a flag of the purchase, so one price per plan serves both.
    checkoutPriceId: (plan) => LOCAL_PRICES[plan].priceId,
    planOf,
    checkout: { provider: "local" },
    async previewPrices() {
      const quote = (plan: BillingPlan) => ({ ...LOCAL_PRICES[plan], currency: "USD" });
      return { monthly: quote("monthly"), annual: quote("annual") };
    },
    async readWebhook(rawBody, signature) {
      verifyPayload(secret, rawBody, signature);
      return readPaddleEvent(rawBody);
    },
    async cancelAtPeriodEnd(known) {
      const period = periodOf(known);
      await emit("subscription.updated", subscriptionData(known, period, period.endsAt));
    },
    async resume(known) {
      await emit("subscription.updated", subscriptionData(known, periodOf(known), null));
    },
    local: {
      async completePurchase(purchase: LocalPurchase) {
        const startsAt = new Date();
        const trialEndsAt = purchase.trial ? new Date(startsAt.getTime() + LOCAL_TRIAL_DAYS * DAY_MS) : null;
        const endsAt = trialEndsAt ?? periodEnd(startsAt, planOf(purchase.priceId));
        const known = {
          id: `sub_local_${randomUUID()}`,
          status: purchase.trial ? ("trialing" as const) : ("active" as const),
          priceId: purchase.priceId,
          customerId: `ctm_local_${purchase.userId}`,
          appUserId: purchase.userId,
          trialEndsAt,
        };
        const data = subscriptionData(known, { startsAt, endsAt }, null);
        data.custom_data = { ...purchase.customData };
        await emit("transaction.completed", { id: `txn_local_${randomUUID()}`, custom_data: purchase.customData });
        await emit("subscription.created", data);
      },
    },
  };
}
