import { describe, expect, it } from "vitest";
import type { LoggedSet } from "./model";
import { sessionVolume, setVolume } from "./model";
import { beatenRecords, bestsFromLoads, bestsOf, EMPTY_BESTS, estimatedMax, recordsInSession } from "./records";

const set = (load: number | null, reps: number | null, extra: Partial<LoggedSet> = {}): LoggedSet => ({
  id: `${load}-${reps}`,
  type: "normal",
  reps,
  seconds: null,
  load,
  rir: null,
  rpe: null,
  done: true,
  ...extra,
});

describe("estimated one-rep max (Brzycki)", () => {
  it("is the load itself for a single and 100 kg × 36/32 for five reps", () => {
    expect(estimatedMax(set(140, 1))).toBe(140);
    expect(estimatedMax(set(100, 5))).toBeCloseTo(112.5, 6);
  });
  it("is not estimated from warm-ups, undone sets, sets without load or over 10 reps", () => {
    expect(estimatedMax(set(100, 5, { type: "warmup" }))).toBe(0);
    expect(estimatedMax(set(100, 5, { done: false }))).toBe(0);
    expect(estimatedMax(set(null, 5))).toBe(0);
    expect(estimatedMax(set(60, 12))).toBe(0);
  });
});

describe("records", () => {
  const before = bestsOf([set(100, 5), set(80, 10)]);

  it("keeps the heaviest load, best estimate, best set volume and most reps at each load", () => {
    expect(before.heaviest).toBe(100);
    expect(before.estimatedMax).toBeCloseTo(112.5, 6);
    expect(before.bestSetVolume).toBe(800);
    expect(before.repsAtLoad).toEqual({ "100000": 5, "80000": 10 });
  });

  it("flags each record a set beats", () => {
    expect(beatenRecords(before, set(102.5, 3))).toEqual(["heaviest"]);
    expect(beatenRecords(before, set(100, 6))).toEqual(["estimatedMax", "repsAtLoad"]);
    expect(beatenRecords(before, set(70, 12))).toEqual(["bestSetVolume"]);
    expect(beatenRecords(before, set(90, 5))).toEqual([]);
  });

  it("flags nothing on an exercise never done before, nor for warm-ups", () => {
    expect(beatenRecords(undefined, set(200, 5))).toEqual([]);
    expect(beatenRecords(before, set(200, 5, { type: "warmup" }))).toEqual([]);
  });

  it("compares each set of a session with the sets before it in the session too", () => {
    expect(recordsInSession(before, [set(105, 2), set(105, 2), set(105, 3)])).toEqual([
      ["heaviest"],
      [],
      ["repsAtLoad"],
    ]);
    expect(recordsInSession(EMPTY_BESTS, [set(20, 10), set(25, 8)])[1]).toContain("heaviest");
  });
});

describe("volume", () => {
  it("adds load × reps of done working sets only", () => {
    expect(setVolume(set(100, 5))).toBe(500);
    expect(setVolume(set(100, 5, { type: "warmup" }))).toBe(0);
    expect(setVolume(set(null, 12))).toBe(0);
    expect(
      sessionVolume({
        entries: [
          {
            id: "e",
            exercise_id: 1,
            rest: 90,
            notes: "",
            group: null,
            sets: [set(100, 5), set(50, 10), set(40, 8, { done: false })],
          },
        ],
      }),
    ).toBe(1000);
  });
});

describe("bests from one row per load", () => {
  it("equal the bests of the sets themselves", () => {
    const sets = [
      set(100, 5),
      set(100, 3),
      set(80, 12),
      set(80, 9),
      set(60, 15),
      set(null, 20),
      set(90, 4, { type: "warmup" }),
    ];
    const byLoad = new Map<number, { maxReps: number; maxAccurateReps: number | null }>();
    for (const item of sets) {
      if (item.type === "warmup" || !item.load || !item.reps) continue;
      const row = byLoad.get(item.load) ?? { maxReps: 0, maxAccurateReps: null };
      byLoad.set(item.load, {
        maxReps: Math.max(row.maxReps, item.reps),
        maxAccurateReps: item.reps <= 10 ? Math.max(row.maxAccurateReps ?? 0, item.reps) : row.maxAccurateReps,
      });
    }
    const rows = [...byLoad].map(([load, row]) => ({ load, ...row }));
    expect(bestsFromLoads(rows)).toEqual(bestsOf(sets));
  });
});
