import { describe, expect, it } from "vitest";
import {
  addSet,
  entryFromPlan,
  finishSession,
  moveEntry,
  newSession,
  nextSetType,
  progressOf,
  removeSet,
  restsAfter,
  swapExercise,
  updateSet,
  addEntry,
} from "./session-state";

let counter = 0;
const newId = () => `id-${(counter += 1)}`;
const NOW = new Date("2026-11-20T10:00:00Z");

const plan = (exerciseId: number, extra: Partial<Parameters<typeof entryFromPlan>[0]> = {}) => ({
  exerciseId,
  warmupSets: 1,
  regularSets: 3,
  reps: 8,
  seconds: null,
  rest: 150,
  notes: "",
  group: null,
  ...extra,
});

describe("the session in progress", () => {
  const started = addEntry(
    addEntry(
      newSession("s-1", "Push", 7, NOW),
      entryFromPlan(plan(1), [{ type: "normal", reps: 6, seconds: null, load: 90, rir: 1, rpe: null }], newId),
    ),
    entryFromPlan(plan(2, { warmupSets: 0, group: "A" }), [], newId),
  );

  it("starts from the plan with warm-ups first and last time's numbers", () => {
    const [bench, fly] = started.entries;
    expect(bench!.sets.map((set) => [set.type, set.load, set.reps])).toEqual([
      ["warmup", null, 8],
      ["normal", 90, 6],
      ["normal", 90, 6],
      ["normal", 90, 6],
    ]);
    expect(bench!.rest).toBe(150);
    expect(fly!.group).toBe("A");
    expect(progressOf(started)).toEqual({ done: 0, total: 7 });
  });

  it("raises the revision with every change", () => {
    expect(started.revision).toBe(3);
    const ticked = updateSet(started, started.entries[0]!.id, started.entries[0]!.sets[1]!.id, { done: true, reps: 7 });
    expect(ticked.revision).toBe(4);
    expect(ticked.entries[0]!.sets[1]).toMatchObject({ done: true, reps: 7, load: 90 });
    expect(started.entries[0]!.sets[1]!.done).toBe(false);
  });

  it("adds a set like the last one, not done, and removes one", () => {
    const entry = started.entries[0]!;
    const more = addSet(started, entry.id, newId);
    const added = more.entries[0]!.sets.at(-1)!;
    expect(added).toMatchObject({ type: "normal", load: 90, reps: 6, done: false });
    expect(added.id).not.toBe(entry.sets.at(-1)!.id);
    expect(removeSet(more, entry.id, added.id).entries[0]!.sets).toHaveLength(4);
  });

  it("moves exercises within bounds and swaps one keeping its sets without the old loads", () => {
    const [first, second] = started.entries;
    expect(moveEntry(started, second!.id, -1).entries.map((entry) => entry.id)).toEqual([second!.id, first!.id]);
    expect(moveEntry(started, first!.id, -1)).toBe(started);
    const swapped = swapExercise(started, first!.id, 9, []);
    expect(swapped.entries[0]!.exercise_id).toBe(9);
    expect(swapped.entries[0]!.sets.every((set) => set.load === null)).toBe(true);
    expect(swapped.entries[0]!.sets).toHaveLength(4);
  });

  it("rests after a set, except in the middle of a superset", () => {
    const superset = addEntry(
      addEntry(newSession("s-2", "Arms", null, NOW), entryFromPlan(plan(3, { group: "B" }), [], newId)),
      entryFromPlan(plan(4, { group: "B" }), [], newId),
    );
    const [curl, pushdown] = superset.entries;
    expect(restsAfter(superset, curl!.id)).toBe(false);
    expect(restsAfter(superset, pushdown!.id)).toBe(true);
    expect(restsAfter(started, started.entries[0]!.id)).toBe(true);
    expect(restsAfter(started, "missing")).toBe(false);
  });

  it("cycles set types and finishes with the time", () => {
    expect(["normal", "warmup", "drop", "failure"].map((type) => nextSetType(type as never))).toEqual([
      "warmup",
      "drop",
      "failure",
      "normal",
    ]);
    expect(finishSession(started, new Date("2026-11-20T11:00:00Z")).finished_at).toBe("2026-11-20T11:00:00.000Z");
  });
});
