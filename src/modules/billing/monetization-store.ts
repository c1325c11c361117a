import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** Spec §3 "Monetization state", persisted as `monetization`; the upgrade modal reads it. */
export type MonetizationState = {
  advancedClicks: number;
  routeInteractions: Record<string, number>;
  countAdvancedClick: () => void;
};

export const useMonetizationStore = create<MonetizationState>()(
  persist(
    (set) => ({
      advancedClicks: 0,
      routeInteractions: {},
      countAdvancedClick: () => set((state) => ({ advancedClicks: state.advancedClicks + 1 })),
    }),
    {
      name: "monetization",
      storage: createJSONStorage(() => localStorage),
      partialize: ({ advancedClicks, routeInteractions }) => ({ advancedClicks, routeInteractions }),
    },
  ),
);
