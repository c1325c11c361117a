import { describe, expect, it } from "vitest";
import {
  ACTIVITY_MULTIPLIERS,
  basalMetabolicRate,
  caloriesByGoal,
  dailyCalories,
  GOAL_MULTIPLIERS,
  GOAL_WEEKLY_CHANGE,
} from "./calories";

const man = { sex: "male", weightKg: 80, heightCm: 180, age: 30 } as const;
const woman = { sex: "female", weightKg: 60, heightCm: 165, age: 25 } as const;

describe("revised Harris-Benedict", () => {
  it("uses the men's coefficients: 88.362 + 13.397 W + 4.799 H − 5.677 A, rounded", () => {
    // 88.362 + 1071.76 + 863.82 − 170.31 = 1853.632
    expect(basalMetabolicRate(man)).toBe(1854);
  });

  it("uses the women's coefficients: 447.593 + 9.247 W + 3.098 H − 4.330 A, rounded", () => {
    // 447.593 + 554.82 + 511.17 − 108.25 = 1405.333
    expect(basalMetabolicRate(woman)).toBe(1405);
  });

  it("has the spec's activity and goal multipliers", () => {
    expect(ACTIVITY_MULTIPLIERS).toEqual({
      sedentary: 1.2,
      light: 1.375,
      moderate: 1.55,
      active: 1.725,
      very_active: 1.9,
    });
    expect(GOAL_MULTIPLIERS).toEqual({
      extreme_loss: 0.8,
      weight_loss: 0.9,
      mild_loss: 0.95,
      maintain: 1,
      mild_gain: 1.05,
      weight_gain: 1.1,
      extreme_gain: 1.2,
    });
  });

  it("multiplies the unrounded rate by activity and goal, then rounds", () => {
    expect(dailyCalories(man, "sedentary")).toBe(2224); // 1853.632 × 1.2 = 2224.36
    expect(dailyCalories(man, "moderate")).toBe(2873); // × 1.55 = 2873.13
    expect(dailyCalories(man, "moderate", "extreme_loss")).toBe(2299); // × 0.8 = 2298.50
    expect(dailyCalories(man, "very_active", "extreme_gain")).toBe(4226); // × 1.9 × 1.2 = 4226.28
    expect(dailyCalories(woman, "light")).toBe(1932); // 1405.333 × 1.375 = 1932.33
    expect(dailyCalories(woman, "light", "weight_gain")).toBe(2126); // × 1.1 = 2125.57
    expect(dailyCalories(woman, "active", "mild_loss")).toBe(2303); // × 1.725 × 0.95 = 2302.99
  });

  it("lists all seven goals from the largest loss to the largest gain", () => {
    expect(caloriesByGoal(man, "sedentary")).toEqual([
      { goal: "extreme_loss", calories: 1779 },
      { goal: "weight_loss", calories: 2002 },
      { goal: "mild_loss", calories: 2113 },
      { goal: "maintain", calories: 2224 },
      { goal: "mild_gain", calories: 2336 },
      { goal: "weight_gain", calories: 2447 },
      { goal: "extreme_gain", calories: 2669 },
    ]);
  });

  it("aims at 0.5, 1 and 2 lb (0.25, 0.5, 1 kg) a week", () => {
    expect(GOAL_WEEKLY_CHANGE.mild_loss).toEqual({ pounds: -0.5, kilograms: -0.25 });
    expect(GOAL_WEEKLY_CHANGE.weight_loss).toEqual({ pounds: -1, kilograms: -0.5 });
    expect(GOAL_WEEKLY_CHANGE.extreme_loss).toEqual({ pounds: -2, kilograms: -1 });
    expect(GOAL_WEEKLY_CHANGE.maintain).toEqual({ pounds: 0, kilograms: 0 });
    expect(GOAL_WEEKLY_CHANGE.mild_gain).toEqual({ pounds: 0.5, kilograms: 0.25 });
    expect(GOAL_WEEKLY_CHANGE.weight_gain).toEqual({ pounds: 1, kilograms: 0.5 });
    expect(GOAL_WEEKLY_CHANGE.extreme_gain).toEqual({ pounds: 2, kilograms: 1 });
  });
});
