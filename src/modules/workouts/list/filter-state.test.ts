import { describe, expect, it } from "vitest";
import {
  clearFilters,
  INITIAL_FILTERS,
  originalsQuery,
  setOrdering,
  setPage,
  shownRange,
  toggleFilter,
  totalPages,
} from "./filter-state";

const dumbbells = { id: 5, name: "Dumbbells" };
const bands = { id: 1, name: "Band" };
const beginner = { id: 2, name: "Beginner" };

describe("workout filters", () => {
  it("puts a toggled item at the front of its list and of the active list", () => {
    const one = toggleFilter(INITIAL_FILTERS, "equipments", dumbbells);
    const two = toggleFilter(one, "equipments", bands);
    const three = toggleFilter(two, "difficulties", beginner);
    expect(three.equipments).toEqual([bands, dumbbells]);
    expect(three.activeFilters.map((item) => [item.group, item.id])).toEqual([
      ["difficulties", 2],
      ["equipments", 1],
      ["equipments", 5],
    ]);
  });

  it("removes an item from both lists when toggled again, as a chip does", () => {
    const state = toggleFilter(toggleFilter(INITIAL_FILTERS, "equipments", dumbbells), "goals", {
      id: 3,
      name: "Build Muscle",
    });
    const removed = toggleFilter(state, "equipments", dumbbells);
    expect(removed.equipments).toEqual([]);
    expect(removed.activeFilters.map((item) => item.id)).toEqual([3]);
  });

  it("goes back to page 1 on any filter or order change, and keeps the page otherwise", () => {
    const onPage3 = setPage(INITIAL_FILTERS, 3);
    expect(onPage3.page).toBe(3);
    expect(toggleFilter(onPage3, "muscles", { id: 7, name: "Chest" }).page).toBe(1);
    expect(setOrdering(onPage3, "name").page).toBe(1);
    expect(clearFilters(setOrdering(toggleFilter(onPage3, "goals", { id: 1, name: "x" }), "-difficulty"))).toEqual({
      ...INITIAL_FILTERS,
      ordering: "-difficulty",
    });
    expect(setPage(INITIAL_FILTERS, 0).page).toBe(1);
  });

  it("asks for '|'-joined ids, leaves empty groups out, and pages by offset", () => {
    const state = setPage(toggleFilter(toggleFilter(INITIAL_FILTERS, "equipments", dumbbells), "equipments", bands), 2);
    expect(originalsQuery({ ...state, page: 2 }, 9)).toEqual({
      limit: "9",
      offset: "9",
      ordering: "default",
      equipment: "1|5",
    });
  });

  it("says which results a page shows and how many pages there are", () => {
    expect(shownRange(1, 9, 64)).toEqual({ from: 1, to: 9 });
    expect(shownRange(8, 9, 64)).toEqual({ from: 64, to: 64 });
    expect(shownRange(1, 9, 0)).toEqual({ from: 0, to: 0 });
    expect(totalPages(64, 9)).toBe(8);
    expect(totalPages(9, 9)).toBe(1);
  });
});
