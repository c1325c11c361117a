import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

import type { Plan } from "./prices";
import type { CtaVariant } from "./schemas";

/** A plan chosen before signing in: checkout opens by itself once the user is known (spec §4). */
export type SubscriptionIntent = { plan: Plan; cta_variant: CtaVariant; source: string };

/** Spec §3 "Monetization state", persisted as `monetization`; the upgrade modal reads it. */
export type MonetizationState = {
  advancedClicks: number;
  routeInteractions: Record<string, number>;
  selectedSubscription: SubscriptionIntent | null;
  countAdvancedClick: () => void;
  /** One more interaction on this route base path; the count starts again when the base path changes. */
  countInteraction: (basePath: string) => number;
  chooseSubscription: (intent: SubscriptionIntent | null) => void;
};

export const useMonetizationStore = create<MonetizationState>()(
  persist(
    (set, get) => ({
      advancedClicks: 0,
      routeInteractions: {},
      selectedSubscription: null,
      countAdvancedClick: () => set((state) => ({ advancedClicks: state.advancedClicks + 1 })),
      countInteraction: (basePath) => {
        const count = (get().routeInteractions[basePath] ?? 0) + 1;
        set({ routeInteractions: { [basePath]: count } });
        return count;
      },
      chooseSubscription: (selectedSubscription) => set({ selectedSubscription }),
    }),
    {
      name: "monetization",
      storage: createJSONStorage(() => localStorage),
      partialize: ({ advancedClicks, routeInteractions, selectedSubscription }) => ({
        advancedClicks,
        routeInteractions,
        selectedSubscription,
      }),
    },
  ),
);
