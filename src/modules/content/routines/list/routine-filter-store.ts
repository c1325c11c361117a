"use client";

import { create } from "zustand";
import {
  clearFilters,
  INITIAL_FILTERS,
  setOrdering,
  setPage,
  toggleFilter,
  type FilterGroup,
  type FilterItem,
  type FilterState,
} from "@/modules/workouts/list/filter-state";
import type { RoutineOrdering } from "../dto";

type Actions = {
  toggle: (group: FilterGroup, item: FilterItem) => void;
  /** Spec §4: clearing the routine filters goes back to page 1. */
  clear: () => void;
  order: (ordering: RoutineOrdering) => void;
  goTo: (page: number) => void;
};

/**
 * The routines list's filters (spec §3 Routines state: the same five lists as the workouts list, the
 * ordering and the current page), with the workouts list's transitions but a state of its own.
 */
export const useRoutineFilters = create<FilterState & Actions>()((set) => ({
  ...INITIAL_FILTERS,
  toggle: (group, item) => set((state) => toggleFilter(state, group, item)),
  clear: () => set((state) => clearFilters(state)),
  order: (ordering) => set((state) => setOrdering(state, ordering)),
  goTo: (page) => set((state) => setPage(state, page)),
}));
