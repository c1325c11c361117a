import type { SubscriptionSnapshot } from "@/integrations/payments/types";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A renewal's event may arrive a little after the period ends; access does not lapse meanwhile. */
export const RENEWAL_GRACE_DAYS = 3;

export type PlanFlags = { premium: boolean; premiumCancelled: boolean; premiumUntil: Date | null };

/**
 * What a subscription grants: Premium while trialing, active or past due; a cancellation scheduled for
 * the period's end keeps access (flagged `premium_cancelled`) exactly until then; paused or canceled
 * subscriptions grant nothing.
 */
export function accessFrom(
  subscription: Pick<SubscriptionSnapshot, "status" | "cancelAtPeriodEnd" | "currentPeriodEndsAt">,
): PlanFlags {
  const live = ["trialing", "active", "past_due"].includes(subscription.status);
  const end = subscription.currentPeriodEndsAt;
  if (!live) return { premium: false, premiumCancelled: false, premiumUntil: null };
  if (subscription.cancelAtPeriodEnd) return { premium: false, premiumCancelled: true, premiumUntil: end };
  return {
    premium: true,
    premiumCancelled: false,
    premiumUntil: end ? new Date(end.getTime() + RENEWAL_GRACE_DAYS * DAY_MS) : null,
  };
}
