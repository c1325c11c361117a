"use client";

import { useRouter } from "@/i18n/navigation";
import { useUserStore } from "@/modules/accounts/client/stores";
import { useMonetizationStore, type SubscriptionIntent } from "../monetization-store";
import type { Plan } from "../prices";
import { checkoutPath } from "./checkout-path";

/**
 * Choosing a plan (spec §4 Subscription flow): a signed-in user goes to checkout; anyone else has the
 * choice kept and registers first, and checkout then opens by itself (see CheckoutIntent).
 */
export function useStartPremium() {
  const router = useRouter();
  const signedIn = useUserStore((state) => state.user !== null);
  const choose = useMonetizationStore((state) => state.chooseSubscription);
  return (plan: Plan, origin: Partial<Omit<SubscriptionIntent, "plan">> = {}) => {
    const intent: SubscriptionIntent = {
      plan,
      cta_variant: origin.cta_variant ?? "current",
      source: origin.source ?? "pricing_page",
    };
    if (signedIn) {
      router.push(checkoutPath(intent));
      return;
    }
    choose(intent);
    const back = `${window.location.pathname}${window.location.search}`;
    router.push(`/auth/register?callbackUrl=${encodeURIComponent(back)}`);
  };
}
