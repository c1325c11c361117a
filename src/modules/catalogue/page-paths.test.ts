import { describe, expect, it } from "vitest";
import { MAX_SLUG_LENGTH, mayNameCataloguePage } from "./page-paths";

describe("mayNameCataloguePage", () => {
  it.each([
    "/en-us",
    "/en-us/exercise/barbell-squat",
    "/pt-br/exercise/3-4-sit-up",
    "/en-us/exercises",
    "/en-us/exercises/chest",
    "/en-us/exercises/chest/2",
    "/en-us/exercises/upper-pectoralis/barbell",
    "/en-us/exercises/quads/medicine-ball/3",
    "/en-us/exercises/chest/featured",
    "/en-us/exercises/knees/recovery",
    "/en-us/exercises/412",
    "/en-us/credits",
    "/en-us/settings/user/account",
    "/en-us/workouts",
    "/en-us/workouts/12",
    "/fr-fr/workout/full-body-first-steps",
  ])("lets %s through", (path) => {
    expect(mayNameCataloguePage(path)).toBe(true);
  });

  it.each([
    "/en-us/exercise/Barbell-Squat",
    "/en-us/exercise/barbell--squat",
    "/en-us/exercise/barbell-squat/extra",
    "/en-us/exercise/",
    `/en-us/exercise/${"a".repeat(MAX_SLUG_LENGTH + 1)}`,
    "/en-us/exercises/",
    "/en-us/exercises/not-a-muscle",
    "/en-us/exercises/chest/not-equipment",
    "/en-us/exercises/chest/barbell/2/3",
    "/en-us/exercises/chest/0",
    "/en-us/exercises/1234567890",
    "/en-us/m",
    "/en-us/f/exercise/barbell-squat",
    "/en-us/workouts/chest",
    "/en-us/workouts/12/13",
    "/en-us/workout/Full-Body",
    "/en-us/workout/a/b",
  ])("stops %s", (path) => {
    expect(mayNameCataloguePage(path)).toBe(false);
  });
});
