import { create } from "zustand";

/** Spec §3 search state: the query and whether the overlay is open (desktop panel or mobile screen). */
export type SearchState = {
  query: string;
  isOpened: boolean;
  mobileIsOpened: boolean;
  open: (mobile: boolean) => void;
  close: () => void;
  setQuery: (query: string) => void;
};

export const useSearchStore = create<SearchState>()((set) => ({
  query: "",
  isOpened: false,
  mobileIsOpened: false,
  open: (mobile) => set(mobile ? { mobileIsOpened: true, isOpened: false } : { isOpened: true, mobileIsOpened: false }),
  // Closing clears the query.
  close: () => set({ isOpened: false, mobileIsOpened: false, query: "" }),
  setQuery: (query) => set({ query }),
}));
