import { describe, expect, it } from "vitest";
import { parseReps, REPS_PATTERN, setSeconds } from "./reps";

describe("parseReps", () => {
  it.each([
    ["10", 10, "reps"],
    ["8-12", 12, "reps"],
    ["30s", 30, "seconds"],
    ["30-45s", 45, "seconds"],
    ["2-min", 120, "seconds"],
    ["1-3-min", 180, "seconds"],
  ] as const)("%s is %i %s", (reps, value, unit) => {
    expect(parseReps(reps)).toEqual({ value, unit });
  });

  it("reads nonsense as zero rather than failing", () => {
    expect(parseReps("")).toEqual({ value: 0, unit: "reps" });
  });
});

describe("REPS_PATTERN", () => {
  it.each(["10", "8-12", "30s", "30-45s", "2-min", "1-2-min"])("accepts %s", (reps) => {
    expect(REPS_PATTERN.test(reps)).toBe(true);
  });
  it.each(["", "ten", "8 - 12", "30 s", "2min", "-5", "1234"])("refuses %j", (reps) => {
    expect(REPS_PATTERN.test(reps)).toBe(false);
  });
});

describe("setSeconds", () => {
  it("counts timed sets by their time and reps at three seconds each", () => {
    expect(setSeconds("45s")).toBe(45);
    expect(setSeconds("2-min")).toBe(120);
    expect(setSeconds("8-12")).toBe(36);
  });
});
