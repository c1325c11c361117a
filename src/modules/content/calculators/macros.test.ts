import { describe, expect, it } from "vitest";
import { ENERGY_PER_GRAM, MACRO_PRESETS, macroGramsPerDay, macroGramsPerMeal } from "./macros";

describe("macros", () => {
  it("has the spec's presets (carbs/protein/fat %) and energy per gram", () => {
    expect(MACRO_PRESETS).toEqual({
      balanced: { carbs: 40, protein: 30, fat: 30 },
      low_carb: { carbs: 20, protein: 40, fat: 40 },
      high_protein: { carbs: 30, protein: 40, fat: 30 },
      ketogenic: { carbs: 5, protein: 25, fat: 70 },
    });
    for (const shares of Object.values(MACRO_PRESETS)) expect(shares.carbs + shares.protein + shares.fat).toBe(100);
    expect(ENERGY_PER_GRAM).toEqual({ carbs: 4, protein: 4, fat: 9 });
  });

  it("divides the share of calories by 100, by meals, by energy per gram", () => {
    // 2000 × 40 / 100 / 3 / 4 = 66.7; 2000 × 30 / 100 / 3 / 4 = 50; 2000 × 30 / 100 / 3 / 9 = 22.2
    expect(macroGramsPerMeal(2000, "balanced", 3)).toEqual({ carbs: 67, protein: 50, fat: 22 });
    expect(macroGramsPerMeal(2400, "low_carb", 4)).toEqual({ carbs: 30, protein: 60, fat: 27 });
    expect(macroGramsPerMeal(1800, "high_protein", 2)).toEqual({ carbs: 68, protein: 90, fat: 30 });
  });

  it("gives a whole day's grams with one meal", () => {
    expect(macroGramsPerDay(2000, "balanced")).toEqual({ carbs: 200, protein: 150, fat: 67 });
    // 5% of 2000 kcal is 100 kcal of carbs: 25 g; 70% is 1400 kcal of fat: 155.6 g
    expect(macroGramsPerDay(2000, "ketogenic")).toEqual({ carbs: 25, protein: 125, fat: 156 });
  });
});
