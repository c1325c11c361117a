import { describe, expect, it } from "vitest";
import { genderFromSegment, modelSegmentPath } from "./model-segment";

describe("modelSegmentPath", () => {
  it("puts the model after the locale on pages that show a body", () => {
    expect(modelSegmentPath("/en-us/exercises/chest", null)).toBe("/en-us/m/exercises/chest");
    expect(modelSegmentPath("/pt-br/exercises/chest/barbell/2", "f")).toBe("/pt-br/f/exercises/chest/barbell/2");
    expect(modelSegmentPath("/en-us/exercise/push-up", "m")).toBe("/en-us/m/exercise/push-up");
    expect(modelSegmentPath("/ar-sa", "f")).toBe("/ar-sa/f");
    expect(modelSegmentPath("/en-us/", null)).toBe("/en-us/m");
    expect(modelSegmentPath("/en-us/workouts", "f")).toBe("/en-us/f/workouts");
    expect(modelSegmentPath("/de-de/workout/full-body-first-steps", null)).toBe("/de-de/m/workout/full-body-first-steps");
  });

  it("leaves other pages alone", () => {
    expect(modelSegmentPath("/en-us/credits", "f")).toBeNull();
    expect(modelSegmentPath("/en-us/my-workouts", null)).toBeNull();
  });
});

describe("genderFromSegment", () => {
  it("reads m and f only", () => {
    expect(genderFromSegment("m")).toBe("male");
    expect(genderFromSegment("f")).toBe("female");
    expect(genderFromSegment("x")).toBeNull();
  });
});
