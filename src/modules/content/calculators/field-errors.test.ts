import { describe, expect, it } from "vitest";
import { readFields, type ProblemTexts } from "./field-errors";

const texts: ProblemTexts = {
  below: (min) => `at least ${min}`,
  range: (min, max) => `${min} to ${max}`,
  whole: () => "whole",
  step: (step) => `step ${step}`,
};

describe("readFields", () => {
  it("returns the numbers when every field is acceptable", () => {
    expect(
      readFields({ age: "30", weight: "72,5" }, { age: { min: 15, max: 100, step: 1 }, weight: {} }, texts),
    ).toEqual({
      ok: true,
      values: { age: 30, weight: 72.5 },
    });
  });

  it("explains each field that is not", () => {
    expect(
      readFields(
        { age: "7", reps: "2.5", calories: "abc", inches: "" },
        { age: { min: 15, max: 100 }, reps: { step: 1 }, calories: {}, inches: { min: 0, max: 11 } },
        texts,
      ),
    ).toEqual({ ok: false, errors: { age: "15 to 100", reps: "whole", calories: "at least 1" } });
  });
});
