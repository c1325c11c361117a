import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** App-wide UI state: the loading flag behind the top bar and the list overlay. */
export const useAppStore = create<{
  loading: boolean;
  /** From a navigation's start until its page is shown: the list overlay stands in for results until then. */
  awaitingPage: boolean;
  setLoading: (loading: boolean) => void;
  /** The new page is shown; the top bar stays on for the spec's indicator time. */
  routeChanged: () => void;
}>()((set) => ({
  loading: false,
  awaitingPage: false,
  setLoading: (loading) => set({ loading, awaitingPage: loading }),
  routeChanged: () => set({ loading: true, awaitingPage: false }),
}));

export const EXERCISE_ROUTE_INDICATOR_MS = 500;
export const OTHER_ROUTE_INDICATOR_MS = 1000;

/** Spec: after a route change the indicator stays 500 ms on exercise routes and 1000 ms elsewhere. */
export function indicatorDuration(pathname: string): number {
  return /^(\/[a-z]{2}-[a-z]{2})?\/exercises?(\/|$)/.test(pathname)
    ? EXERCISE_ROUTE_INDICATOR_MS
    : OTHER_ROUTE_INDICATOR_MS;
}

/**
 * Spec §3 persisted slice `app`: the language the visitor chose in the language menu (the account
 * copies it into the profile when it differs).
 */
export const useAppPreferences = create<{ locale: string | null; chooseLocale: (locale: string) => void }>()(
  persist((set) => ({ locale: null, chooseLocale: (locale) => set({ locale }) }), {
    name: "app",
    storage: createJSONStorage(() => localStorage),
    partialize: ({ locale }) => ({ locale }),
  }),
);
