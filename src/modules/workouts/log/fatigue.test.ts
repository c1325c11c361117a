import { describe, expect, it } from "vitest";
import { fatigueEntries, muscleFatigue, recoveryColour, volumeColour } from "./fatigue";
import { fractionalSets, volumeBand } from "./muscle-volume";

const NOW = new Date("2026-11-20T12:00:00Z");
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const MUSCLES = new Map([
  [
    1,
    [
      { muscle: "chest", tier: "primary" as const },
      { muscle: "triceps", tier: "secondary" as const },
      { muscle: "front-shoulders", tier: "tertiary" as const },
    ],
  ],
  [2, [{ muscle: "lats", tier: "primary" as const }]],
]);
const musclesOf = (id: number) => MUSCLES.get(id) ?? [];

describe("fractional sets per muscle", () => {
  it("counts primary 1, secondary 0.5, tertiary 0.25", () => {
    const totals = fractionalSets(
      new Map([
        [1, 12],
        [2, 4],
      ]),
      musclesOf,
    );
    expect(Object.fromEntries(totals)).toEqual({ chest: 12, triceps: 6, "front-shoulders": 3, lats: 4 });
  });
  it("reads weekly sets against the 10–20 band", () => {
    expect([0, 4, 10, 20, 21].map(volumeBand)).toEqual(["none", "low", "growth", "growth", "high"]);
  });
});

describe("recovery", () => {
  it("fades in a straight line to nothing over 72 hours", () => {
    const fresh = muscleFatigue([{ exerciseId: 2, at: hoursAgo(0) }], musclesOf, NOW).get("lats")!;
    const half = muscleFatigue([{ exerciseId: 2, at: hoursAgo(36) }], musclesOf, NOW).get("lats")!;
    expect(half).toBeCloseTo(fresh / 2, 6);
    expect(muscleFatigue([{ exerciseId: 2, at: hoursAgo(72) }], musclesOf, NOW).has("lats")).toBe(false);
  });
  it("reaches full fatigue at six fresh fractional sets and stays there", () => {
    const sets = Array.from({ length: 9 }, () => ({ exerciseId: 1, at: hoursAgo(0) }));
    const fatigue = muscleFatigue(sets, musclesOf, NOW);
    expect(fatigue.get("chest")).toBe(1);
    expect(fatigue.get("triceps")).toBeCloseTo(0.75, 6);
  });
  it("ignores sets dated in the future", () => {
    expect(muscleFatigue([{ exerciseId: 2, at: hoursAgo(-1) }], musclesOf, NOW).size).toBe(0);
  });
});

describe("gradients", () => {
  it("answers #RRGGBB from pale amber to deep red", () => {
    expect(recoveryColour(0)).toBe("#fde68a");
    expect(recoveryColour(0.5)).toBe("#f97316");
    expect(recoveryColour(1)).toBe("#b91c1c");
    for (const value of [0.1, 0.33, 0.77, 2, -1]) expect(recoveryColour(value)).toMatch(/^#[0-9a-f]{6}$/);
  });
  it("colours weekly volume by band", () => {
    expect([5, 12, 25].map(volumeColour)).toEqual(["#94a3b8", "#16a34a", "#dc2626"]);
  });
  it("lists the muscles with something to show, most tired first, in the spec's shape", () => {
    const entries = fatigueEntries(
      new Map([
        ["lats", 0.2],
        ["chest", 0.9],
        ["calves", 0],
      ]),
      "recovery",
    );
    expect(entries.map((entry) => entry.muscle_name)).toEqual(["chest", "lats"]);
    expect(entries[0]).toEqual({ muscle_name: "chest", daily_gradient: recoveryColour(0.9) });
  });
});
