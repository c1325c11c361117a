import { create } from "zustand";

/** App-wide UI state: the loading flag behind the top bar and the list overlay. */
export const useAppStore = create<{ loading: boolean; setLoading: (loading: boolean) => void }>()((set) => ({
  loading: false,
  setLoading: (loading) => set({ loading }),
}));

export const EXERCISE_ROUTE_INDICATOR_MS = 500;
export const OTHER_ROUTE_INDICATOR_MS = 1000;

/** Spec: after a route change the indicator stays 500 ms on exercise routes and 1000 ms elsewhere. */
export function indicatorDuration(pathname: string): number {
  return /^(\/[a-z]{2}-[a-z]{2})?\/exercises?(\/|$)/.test(pathname)
    ? EXERCISE_ROUTE_INDICATOR_MS
    : OTHER_ROUTE_INDICATOR_MS;
}
