import { describe, expect, it } from "vitest";
import { applyShuffle, shuffleRequest, undoShuffle } from "./shuffle";
import { moveExercise } from "./ordering";
import { addExercise, createBuilder, markSaved, removeExercise, setReps, setSets } from "./state";
import { linkWithNext } from "./supersets";
import { ids, ref, withExercises } from "./testing";

describe("shuffling", () => {
  it("asks for the exercise, the workout's equipment, gender, sets and the ids to leave out", () => {
    let state = createBuilder({ gender: "female" });
    state = addExercise(state, ref(1, [3, 5]));
    state = addExercise(state, ref(2, [5, 9]));
    state = setSets(state, 1, { regular: 4 });
    expect(shuffleRequest(state, 1)).toEqual({
      id: 2,
      equipment_id_list: [3, 5, 9],
      gender: "female",
      sets: 4,
      exclude: [1, 2],
    });
  });

  it("replaces the exercise keeping the entry's settings, and undo restores it", () => {
    let state = linkWithNext(withExercises(1, 2), 0);
    state = setReps(setSets(state, 0, { regular: 5 }), 0, "5");
    state = markSaved(state);
    const shuffled = applyShuffle(state, 0, ref(7));
    const key = state.exercises[0]?.key ?? "";
    expect(ids(shuffled)).toEqual([7, 2]);
    expect(shuffled.exercises[0]).toMatchObject({ sets: { regular: 5, warmup: 0 }, reps: "5", group: "A", key });
    expect(shuffled.shuffledExercises).toEqual([key]);
    expect(shuffled.shuffleHistory).toEqual([{ key, previous: ref(1) }]);
    expect(shuffled.isDirty).toBe(true);

    const twice = applyShuffle(shuffled, 0, ref(8));
    const once = undoShuffle(twice, key);
    expect(ids(once)).toEqual([7, 2]);
    expect(once.shuffledExercises).toEqual([key]);
    const back = undoShuffle(once, key);
    expect(ids(back)).toEqual([1, 2]);
    expect(back.shuffledExercises).toEqual([]);
    expect(back.shuffleHistory).toEqual([]);
    expect(back.isDirty).toBe(false);
  });

  it("undo follows the entry through moves, and forgets removed entries", () => {
    let state = withExercises(1, 2, 3);
    state = applyShuffle(state, 0, ref(9));
    state = moveExercise(state, 0, 2);
    expect(ids(undoShuffle(state))).toEqual([2, 3, 1]);
    const removed = removeExercise(state, 2);
    expect(removed.shuffleHistory).toEqual([]);
    expect(removed.shuffledExercises).toEqual([]);
  });
});
