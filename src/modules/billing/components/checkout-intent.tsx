"use client";

import { useEffect } from "react";
import { useRouter } from "@/i18n/navigation";
import { useUserStore } from "@/modules/accounts/client/stores";
import { checkoutPath } from "../client/checkout-path";
import { useMonetizationStore } from "../monetization-store";
import { CHECKOUT_AUTO_OPEN_MS } from "../plans";

/** Opens checkout by itself once a user who chose a plan while signed out is signed in. */
export function CheckoutIntent() {
  const router = useRouter();
  const user = useUserStore((state) => state.user);
  const intent = useMonetizationStore((state) => state.selectedSubscription);
  useEffect(() => {
    if (!user || !intent) return;
    const timer = window.setTimeout(() => {
      useMonetizationStore.getState().chooseSubscription(null);
      if (user.status !== "premium") router.push(checkoutPath(intent));
    }, CHECKOUT_AUTO_OPEN_MS);
    return () => window.clearTimeout(timer);
  }, [user, intent, router]);
  return null;
}
