import type { WorkoutOrdering } from "../dto";

export const FILTER_GROUPS = ["equipments", "difficulties", "muscles", "goals"] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];
export type FilterItem = { id: number; name: string };
export type ActiveFilter = FilterItem & { group: FilterGroup };

/** The spec's exercise/workout filter state: chosen items per group, all of them in `activeFilters`. */
export type FilterState = Record<FilterGroup, FilterItem[]> & {
  activeFilters: ActiveFilter[];
  ordering: WorkoutOrdering;
  page: number;
};

export const INITIAL_FILTERS: FilterState = {
  equipments: [],
  difficulties: [],
  muscles: [],
  goals: [],
  activeFilters: [],
  ordering: "default",
  page: 1,
};

/**
 * Spec §4: toggling adds an item to the front of its list and of the active list, or removes it from
 * both (toggling a chip in the active list does the same); any filter change goes back to page 1.
 */
export function toggleFilter(state: FilterState, group: FilterGroup, item: FilterItem): FilterState {
  const chosen = state[group].some((entry) => entry.id === item.id);
  return {
    ...state,
    [group]: chosen ? state[group].filter((entry) => entry.id !== item.id) : [item, ...state[group]],
    activeFilters: chosen
      ? state.activeFilters.filter((entry) => !(entry.group === group && entry.id === item.id))
      : [{ ...item, group }, ...state.activeFilters],
    page: 1,
  };
}

export function clearFilters(state: FilterState): FilterState {
  return { ...INITIAL_FILTERS, ordering: state.ordering };
}

/** A new order keeps the filters and starts again from the first page. */
export const setOrdering = (state: FilterState, ordering: WorkoutOrdering): FilterState => ({
  ...state,
  ordering,
  page: 1,
});

export const setPage = (state: FilterState, page: number): FilterState => ({ ...state, page: Math.max(1, page) });

/** The list call's query (spec §7): '|'-joined ids, empty groups left out, 'default' when no order. */
export function originalsQuery(state: FilterState, pageSize: number): Record<string, string> {
  const query: Record<string, string> = {
    limit: String(pageSize),
    offset: String((state.page - 1) * pageSize),
    ordering: state.ordering || "default",
  };
  const ids = (items: FilterItem[]) => items.map((item) => item.id).join("|");
  if (state.equipments.length) query.equipment = ids(state.equipments);
  if (state.difficulties.length) query.difficulty = ids(state.difficulties);
  if (state.muscles.length) query.muscles = ids(state.muscles);
  if (state.goals.length) query.goals = ids(state.goals);
  return query;
}

/** 'Showing X to Y of Z results': the first and last position on the page (0 to 0 when empty). */
export function shownRange(page: number, pageSize: number, count: number) {
  if (count === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(count, page * pageSize) };
}

export const totalPages = (count: number, pageSize: number) => Math.ceil(count / pageSize);
