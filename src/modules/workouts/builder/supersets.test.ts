import { describe, expect, it } from "vitest";
import { removeExercise } from "./state";
import { groupExercises, linkWithNext, ungroup, unlinkFromNext } from "./supersets";
import { groups, withExercises } from "./testing";

describe("supersets", () => {
  it("links an exercise with the next, and letters groups in workout order", () => {
    let state = withExercises(1, 2, 3, 4, 5);
    state = linkWithNext(state, 3);
    state = linkWithNext(state, 0);
    expect(groups(state)).toEqual(["A", "A", null, "B", "B"]);
    state = linkWithNext(state, 1);
    expect(groups(state)).toEqual(["A", "A", "A", "B", "B"]);
    state = linkWithNext(state, 2);
    expect(groups(state)).toEqual(["A", "A", "A", "A", "A"]);
  });

  it("groups two or more adjacent exercises, and only adjacent ones", () => {
    const state = withExercises(1, 2, 3, 4);
    expect(groups(groupExercises(state, [1, 2, 3]))).toEqual([null, "A", "A", "A"]);
    expect(groupExercises(state, [0, 2])).toBe(state);
    expect(groupExercises(state, [1])).toBe(state);
  });

  it("unlinks from the next and ungroups a whole group", () => {
    const state = groupExercises(withExercises(1, 2, 3, 4, 5), [0, 1, 2, 3]);
    expect(groups(unlinkFromNext(state, 1))).toEqual(["A", "A", "B", "B", null]);
    expect(groups(unlinkFromNext(state, 0))).toEqual([null, "A", "A", "A", null]);
    expect(groups(ungroup(state, 2))).toEqual([null, null, null, null, null]);
  });

  it("a group left with one exercise is no group", () => {
    const state = linkWithNext(withExercises(1, 2, 3), 0);
    expect(groups(removeExercise(state, 1))).toEqual([null, null]);
  });
});
