import type { SubscriptionIntent } from "../monetization-store";

/** The checkout page for a chosen plan, carrying where the choice was made. */
export function checkoutPath(intent: SubscriptionIntent): string {
  const query = new URLSearchParams({ plan: intent.plan, variant: intent.cta_variant, source: intent.source });
  return `/checkout?${query}`;
}
