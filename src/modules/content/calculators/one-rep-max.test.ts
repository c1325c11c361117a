import { describe, expect, it } from "vitest";
import { isLowAccuracy, oneRepMax, trainingLoads } from "./one-rep-max";

describe("one-rep max (Brzycki)", () => {
  it("returns the weight itself for one repetition", () => {
    expect(oneRepMax(100, 1)).toBe(100);
    expect(oneRepMax(62.5, 1)).toBe(62.5);
  });

  it("is 36 / (37 − reps) × weight for more", () => {
    expect(oneRepMax(100, 5)).toBe(112.5); // 36 / 32
    expect(oneRepMax(100, 10)).toBeCloseTo(133.333, 3); // 36 / 27
    expect(oneRepMax(80, 8)).toBeCloseTo(99.31, 2); // 36 / 29 × 80
    expect(oneRepMax(225, 3)).toBeCloseTo(238.235, 3); // 36 / 34 × 225
  });

  it("flags sets of more than 10 repetitions as less accurate", () => {
    expect(isLowAccuracy(10)).toBe(false);
    expect(isLowAccuracy(11)).toBe(true);
  });

  it("lists training loads at shares of the maximum", () => {
    expect(trainingLoads(112.5).slice(0, 3)).toEqual([
      { percent: 95, load: 106.9 },
      { percent: 90, load: 101.3 },
      { percent: 85, load: 95.6 },
    ]);
  });
});
