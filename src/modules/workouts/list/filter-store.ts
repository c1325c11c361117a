"use client";

import { create } from "zustand";
import type { WorkoutOrdering } from "../dto";
import {
  clearFilters,
  INITIAL_FILTERS,
  setOrdering,
  setPage,
  toggleFilter,
  type FilterGroup,
  type FilterItem,
  type FilterState,
} from "./filter-state";

type FilterActions = {
  toggle: (group: FilterGroup, item: FilterItem) => void;
  clear: () => void;
  order: (ordering: WorkoutOrdering) => void;
  goTo: (page: number) => void;
};

/** The workouts list's filters (spec §3 filter state), kept while the visitor moves between pages. */
export const useWorkoutFilters = create<FilterState & FilterActions>()((set) => ({
  ...INITIAL_FILTERS,
  toggle: (group, item) => set((state) => toggleFilter(state, group, item)),
  clear: () => set((state) => clearFilters(state)),
  order: (ordering) => set((state) => setOrdering(state, ordering)),
  goTo: (page) => set((state) => setPage(state, page)),
}));
