import { beforeEach, describe, expect, it } from "vitest";
import type { WorkoutDto } from "../dto";
import { saveWorkoutSchema } from "../schemas";
import {
  addExercise,
  asciiDigits,
  createBuilder,
  invalidReps,
  isValidReps,
  markSaved,
  removeExercise,
  selectExercise,
  setExerciseNotes,
  setLoad,
  setName,
  setReps,
  setRest,
  setSets,
  setUnits,
  toPayload,
} from "./state";
import { moveDown, moveExercise, moveUp } from "./ordering";
import { linkWithNext } from "./supersets";
import { ref, withExercises, ids, groups } from "./testing";
import { useBuilderStore } from "./store";

describe("adding and removing", () => {
  it("starts empty in kilograms with no edits", () => {
    const state = createBuilder({ gender: "female", mobile: true });
    expect(state).toMatchObject({
      gender: "female",
      mobile: true,
      exercises: [],
      selectedExercise: null,
      name: "",
      notes: "",
      units: "kg",
      shuffledExercises: [],
      shuffleHistory: [],
      isDirty: false,
    });
  });

  it("adds with the saved-workout defaults and opens the new entry", () => {
    const state = withExercises(1, 2);
    expect(ids(state)).toEqual([1, 2]);
    expect(state.exercises[1]).toMatchObject({
      sets: { regular: 3, warmup: 0 },
      reps: "8-12",
      rest: 120,
      load: 0,
      notes: "",
      group: null,
    });
    expect(state.selectedExercise).toBe(1);
    expect(state.isDirty).toBe(true);
    expect(new Set(state.exercises.map((item) => item.key)).size).toBe(2);
  });

  it("adds an exercise once and at most 30", () => {
    expect(ids(addExercise(withExercises(1), ref(1)))).toEqual([1]);
    const full = withExercises(...Array.from({ length: 30 }, (_, index) => index + 1));
    expect(addExercise(full, ref(99)).exercises).toHaveLength(30);
  });

  it("removes, keeping the selection on the same entry", () => {
    const state = selectExercise(withExercises(1, 2, 3), 2);
    const removed = removeExercise(state, 0);
    expect(ids(removed)).toEqual([2, 3]);
    expect(removed.selectedExercise).toBe(1);
    expect(removeExercise(state, 2).selectedExercise).toBeNull();
    expect(removeExercise(state, 7)).toBe(state);
  });

  it("is clean again when the edits are undone", () => {
    const state = removeExercise(withExercises(1), 0);
    expect(state.isDirty).toBe(false);
  });
});

describe("reordering", () => {
  it("moves up and down one place, and not past either end", () => {
    const state = withExercises(1, 2, 3);
    expect(ids(moveUp(state, 2))).toEqual([1, 3, 2]);
    expect(ids(moveDown(state, 0))).toEqual([2, 1, 3]);
    expect(moveUp(state, 0)).toBe(state);
    expect(moveDown(state, 2)).toBe(state);
  });

  it("reorders by index and the selection follows the moved entries", () => {
    const state = selectExercise(withExercises(1, 2, 3, 4), 0);
    const moved = moveExercise(state, 0, 3);
    expect(ids(moved)).toEqual([2, 3, 4, 1]);
    expect(moved.selectedExercise).toBe(3);
    const other = moveExercise(selectExercise(state, 2), 3, 0);
    expect(ids(other)).toEqual([4, 1, 2, 3]);
    expect(other.selectedExercise).toBe(3);
  });

  it("steps past a whole superset rather than splitting it", () => {
    const state = linkWithNext(withExercises(1, 2, 3), 1);
    expect(groups(state)).toEqual([null, "A", "A"]);
    const down = moveDown(state, 0);
    expect(ids(down)).toEqual([2, 3, 1]);
    expect(groups(down)).toEqual(["A", "A", null]);
    expect(ids(moveUp(down, 2))).toEqual([1, 2, 3]);
  });

  it("moves within a superset, and out of it at its edge", () => {
    const state = linkWithNext(withExercises(1, 2, 3), 0);
    const swapped = moveDown(state, 0);
    expect(ids(swapped)).toEqual([2, 1, 3]);
    expect(groups(swapped)).toEqual(["A", "A", null]);
    const out = moveDown(swapped, 1);
    expect(ids(out)).toEqual([2, 3, 1]);
    expect(groups(out)).toEqual([null, null, null]);
  });

  it("joins a superset it is dropped inside", () => {
    const state = linkWithNext(withExercises(1, 2, 3), 0);
    const dropped = moveExercise(state, 2, 1);
    expect(ids(dropped)).toEqual([1, 3, 2]);
    expect(groups(dropped)).toEqual(["A", "A", "A"]);
  });
});

describe("editing an exercise", () => {
  it("sets regular and warm-up sets within the API's limits", () => {
    let state = withExercises(1);
    state = setSets(state, 0, { regular: 5 });
    state = setSets(state, 0, { warmup: 2 });
    expect(state.exercises[0]?.sets).toEqual({ regular: 5, warmup: 2 });
    expect(setSets(state, 0, { regular: 0, warmup: 40 }).exercises[0]?.sets).toEqual({ regular: 1, warmup: 10 });
    expect(setSets(state, 0, { regular: 99 }).exercises[0]?.sets.regular).toBe(20);
  });

  it("keeps reps as typed and tells which would not save", () => {
    let state = withExercises(1, 2);
    state = setReps(state, 0, "30s");
    state = setReps(state, 1, "ten");
    expect(state.exercises.map((item) => item.reps)).toEqual(["30s", "ten"]);
    expect(invalidReps(state)).toEqual([1]);
    for (const good of ["10", "8-12", "30s", "2-min", "30-45s", "1-2-min"]) expect(isValidReps(good)).toBe(true);
    for (const bad of ["", "ten", "8-", "-12", "30 s", "2min", "1000"]) expect(isValidReps(bad)).toBe(false);
  });

  it("reads reps typed with full-width, Arabic-Indic or Persian digits and typographic dashes", () => {
    let state = withExercises(1, 2, 3);
    state = setReps(state, 0, "８－１２");
    state = setReps(state, 1, "١٠");
    state = setReps(state, 2, "۳۰s");
    expect(state.exercises.map((item) => item.reps)).toEqual(["8-12", "10", "30s"]);
    expect(setReps(state, 0, "8–12").exercises[0]?.reps).toBe("8-12");
    expect(asciiDigits("٢٢٫٥")).toBe("22.5");
  });

  it("sets rest, load and notes, clamped", () => {
    let state = withExercises(1);
    state = setRest(state, 0, 90);
    state = setLoad(state, 0, 62.555);
    state = setExerciseNotes(state, 0, "Pause at the bottom");
    expect(state.exercises[0]).toMatchObject({ rest: 90, load: 62.56, notes: "Pause at the bottom" });
    expect(setRest(state, 0, 5000).exercises[0]?.rest).toBe(900);
    expect(setRest(state, 0, -3).exercises[0]?.rest).toBe(0);
    expect(setLoad(state, 0, Number.NaN).exercises[0]?.load).toBe(0);
    expect(setLoad(state, 0, 9999).exercises[0]?.load).toBe(2000);
  });

  it("converts every load when the unit changes, to 2 decimals", () => {
    let state = setLoad(setLoad(withExercises(1, 2), 0, 100), 1, 22.5);
    state = setUnits(state, "lb");
    expect(state.units).toBe("lb");
    expect(state.exercises.map((item) => item.load)).toEqual([220.46, 49.6]);
    state = setUnits(state, "kg");
    expect(state.exercises.map((item) => item.load)).toEqual([100, 22.5]);
  });

  it("switching units alone leaves nothing unsaved", () => {
    const saved = markSaved(setLoad(withExercises(1), 0, 100));
    expect(setUnits(saved, "lb").isDirty).toBe(false);
  });
});

describe("saving", () => {
  const initial = {
    id: 41,
    kind: "saved",
    name: "Push day",
    notes: "Mondays",
    description: "",
    exercises: [
      {
        order: 1,
        exercise: ref(2),
        sets: { regular: 4, warmup: 1 },
        reps: "6",
        reps_or_duration_count: "6",
        rest: 150,
        total_load: 80,
        notes: "",
        group: "A",
      },
      {
        order: 0,
        exercise: ref(1),
        sets: { regular: 3, warmup: 0 },
        reps: "",
        reps_or_duration_count: "30s",
        rest: 60,
        total_load: 0,
        notes: "slow",
        group: null,
      },
    ],
  } as unknown as WorkoutDto;

  it("prefills from a workout, in its order, with no edits", () => {
    const state = createBuilder({ gender: "male", initial });
    expect(ids(state)).toEqual([1, 2]);
    expect(state).toMatchObject({ name: "Push day", notes: "Mondays", source: { id: 41, kind: "saved" } });
    expect(state.exercises[0]?.reps).toBe("30s");
    // A one-exercise group is no group.
    expect(groups(state)).toEqual([null, null]);
    expect(state.isDirty).toBe(false);
    expect(setName(state, "Push day 2").isDirty).toBe(true);
  });

  it("builds the payload the API accepts: order, loads in the named unit, the default name", () => {
    let state = setUnits(createBuilder({ gender: "male", initial }), "lb");
    state = linkWithNext(setName(state, "  "), 0);
    const payload = toPayload(state, "Saved Workout");
    expect(payload).toMatchObject({
      name: "Saved Workout",
      notes: "Mondays",
      units: "lb",
      is_template: true,
      source: "MS",
      created_utm: "W",
      based_on: null,
    });
    expect(payload.exercises.map((item) => [item.exercise, item.order, item.total_load, item.group])).toEqual([
      [1, 0, 0, "A"],
      [2, 1, 176.37, "A"],
    ]);
    const parsed = saveWorkoutSchema.parse(payload);
    expect(parsed.exercises).toHaveLength(2);
  });

  it("a copy of an original says which one it is based on", () => {
    const original = { ...initial, kind: "original", description: "Our push session" } as WorkoutDto;
    const state = createBuilder({ gender: "male", initial: original });
    expect(state.notes).toBe("Our push session");
    expect(toPayload(state).based_on).toBe(41);
  });

  it("markSaved makes the current content the clean one", () => {
    const state = markSaved(withExercises(1));
    expect(state.isDirty).toBe(false);
    expect(setRest(state, 0, 60).isDirty).toBe(true);
  });
});

describe("the store", () => {
  beforeEach(() => useBuilderStore.getState().reset({ gender: "male" }));

  it("applies the transitions through its actions", () => {
    const store = useBuilderStore.getState();
    store.add(ref(1));
    store.add(ref(2));
    useBuilderStore.getState().moveUp(1);
    useBuilderStore.getState().setReps(0, "10");
    useBuilderStore.getState().linkWithNext(0);
    useBuilderStore.getState().setUnits("lb");
    const state = useBuilderStore.getState();
    expect(ids(state)).toEqual([2, 1]);
    expect(state.exercises[0]?.reps).toBe("10");
    expect(groups(state)).toEqual(["A", "A"]);
    expect(state.units).toBe("lb");
    expect(state.isDirty).toBe(true);
  });

  it("resets to a workout to edit", () => {
    useBuilderStore.getState().add(ref(1));
    useBuilderStore.getState().reset({ gender: "female", mobile: true });
    expect(useBuilderStore.getState()).toMatchObject({ exercises: [], gender: "female", mobile: true, isDirty: false });
  });
});
