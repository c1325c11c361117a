/**
 * Daily calories split into carbohydrate, protein and fat (spec §9): a preset gives each a share of
 * the calories; grams per meal = calories × share / 100 / meals / energy per gram.
 */
export const MACRO_PRESETS = {
  balanced: { carbs: 40, protein: 30, fat: 30 },
  low_carb: { carbs: 20, protein: 40, fat: 40 },
  high_protein: { carbs: 30, protein: 40, fat: 30 },
  ketogenic: { carbs: 5, protein: 25, fat: 70 },
} as const satisfies Record<string, Macros>;

export type MacroPreset = keyof typeof MACRO_PRESETS;
export const MACRO_PRESET_KEYS = Object.keys(MACRO_PRESETS) as MacroPreset[];

/** Kilocalories per gram. */
export const ENERGY_PER_GRAM = { carbs: 4, protein: 4, fat: 9 } as const;

export type Macros = { carbs: number; protein: number; fat: number };
export const MACRO_KEYS = ["carbs", "protein", "fat"] as const satisfies readonly (keyof Macros)[];

const grams = (calories: number, share: number, meals: number, perGram: number) =>
  (calories * share) / 100 / meals / perGram;

/** Grams of each macronutrient in one of `meals` equal meals, rounded to whole grams. */
export function macroGramsPerMeal(calories: number, preset: MacroPreset, meals = 1): Macros {
  const shares = MACRO_PRESETS[preset];
  return {
    carbs: Math.round(grams(calories, shares.carbs, meals, ENERGY_PER_GRAM.carbs)),
    protein: Math.round(grams(calories, shares.protein, meals, ENERGY_PER_GRAM.protein)),
    fat: Math.round(grams(calories, shares.fat, meals, ENERGY_PER_GRAM.fat)),
  };
}

/** Grams of each macronutrient in a whole day, rounded to whole grams. */
export const macroGramsPerDay = (calories: number, preset: MacroPreset): Macros =>
  macroGramsPerMeal(calories, preset, 1);
