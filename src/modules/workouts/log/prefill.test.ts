import { describe, expect, it } from "vitest";
import { prefillSets, type PlannedSet, type PreviousSet } from "./prefill";

let counter = 0;
const newId = () => `id-${(counter += 1)}`;
const planned = (types: PlannedSet["type"][], reps = 10): PlannedSet[] =>
  types.map((type) => ({ type, reps, seconds: null }));
const previous = (type: PreviousSet["type"], load: number, reps: number): PreviousSet => ({
  type,
  load,
  reps,
  seconds: null,
  rir: 2,
  rpe: null,
});

describe("prefill from the last session", () => {
  it("takes each set's numbers from the same place last time, warm-ups from warm-ups", () => {
    const sets = prefillSets(
      planned(["warmup", "normal", "normal", "normal"]),
      [previous("warmup", 40, 10), previous("normal", 80, 8), previous("normal", 82.5, 6)],
      newId,
    );
    expect(sets.map((set) => [set.type, set.load, set.reps])).toEqual([
      ["warmup", 40, 10],
      ["normal", 80, 8],
      ["normal", 82.5, 6],
      ["normal", 82.5, 6],
    ]);
    expect(sets.every((set) => !set.done && set.rir === null)).toBe(true);
    expect(new Set(sets.map((set) => set.id)).size).toBe(4);
  });
  it("keeps the plan's reps and no load when the exercise is new", () => {
    expect(prefillSets(planned(["normal"], 12), [], newId)[0]).toMatchObject({ reps: 12, load: null });
  });
});
