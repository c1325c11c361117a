/**
 * The spec's 17 equipment keys and "strongman" (yokes, kegs, stones, sleds, logs: none of them a gym
 * machine, so the generator only uses them when chosen). The slug is the lower-cased English name with
 * spaces as hyphens.
 */
export const EQUIPMENT = [
  { id: 1, key: "band", name: "Band", inGenerator: true },
  { id: 2, key: "barbell", name: "Barbell", inGenerator: true },
  { id: 3, key: "bodyweight", name: "Bodyweight", inGenerator: true },
  { id: 4, key: "cables", name: "Cables", inGenerator: true },
  { id: 5, key: "dumbbells", name: "Dumbbells", inGenerator: true },
  { id: 6, key: "kettlebells", name: "Kettlebells", inGenerator: true },
  { id: 7, key: "stretches", name: "Stretches", inGenerator: false },
  { id: 8, key: "trx", name: "TRX", inGenerator: true },
  { id: 9, key: "yoga", name: "Yoga", inGenerator: false },
  { id: 10, key: "plate", name: "Plate", inGenerator: true },
  { id: 11, key: "medicine-ball", name: "Medicine Ball", inGenerator: true },
  { id: 12, key: "bosu-ball", name: "Bosu Ball", inGenerator: true },
  { id: 13, key: "vitruvian", name: "Vitruvian", inGenerator: false },
  { id: 14, key: "smith-machine", name: "Smith Machine", inGenerator: true },
  { id: 15, key: "machine", name: "Machine", inGenerator: true },
  { id: 16, key: "cardio", name: "Cardio", inGenerator: false },
  { id: 17, key: "recovery", name: "Recovery", inGenerator: false },
  { id: 18, key: "strongman", name: "Strongman", inGenerator: true },
] as const;

export type EquipmentKey = (typeof EQUIPMENT)[number]["key"];

export const DIFFICULTIES = [
  { id: 1, key: "novice", name: "Novice" },
  { id: 2, key: "beginner", name: "Beginner" },
  { id: 3, key: "intermediate", name: "Intermediate" },
  { id: 4, key: "advanced", name: "Advanced" },
] as const;

export type DifficultyKey = (typeof DIFFICULTIES)[number]["key"];
export const DEFAULT_DIFFICULTY: DifficultyKey = "beginner";

export const CATEGORIES = [
  { id: 1, key: "strength", name: "Strength" },
  { id: 2, key: "stretching", name: "Stretching" },
  { id: 3, key: "plyometrics", name: "Plyometrics" },
  { id: 4, key: "powerlifting", name: "Powerlifting" },
  { id: 5, key: "olympic-weightlifting", name: "Olympic Weightlifting" },
  { id: 6, key: "strongman", name: "Strongman" },
  { id: 7, key: "cardio", name: "Cardio" },
  { id: 8, key: "recovery", name: "Recovery" },
] as const;

export type CategoryKey = (typeof CATEGORIES)[number]["key"];

export const GOALS = [
  { id: 1, key: "lose-weight", name: "Lose Weight" },
  { id: 2, key: "build-strength", name: "Build Strength" },
  { id: 3, key: "build-muscle", name: "Build Muscle" },
  { id: 4, key: "endurance", name: "Improve Endurance" },
  { id: 5, key: "flexibility", name: "Flexibility and Mobility" },
  { id: 6, key: "athletic-power", name: "Athletic Power" },
] as const;

export type GoalKey = (typeof GOALS)[number]["key"];

export const GRIPS = [
  { key: "overhand", name: "Overhand" },
  { key: "underhand", name: "Underhand" },
  { key: "neutral", name: "Neutral" },
  { key: "mixed", name: "Mixed" },
  { key: "wide", name: "Wide" },
  { key: "close", name: "Close" },
] as const;

export type GripKey = (typeof GRIPS)[number]["key"];

export const FORCES = ["push", "pull", "static"] as const;
export const MECHANICS = ["compound", "isolation"] as const;
export type Force = (typeof FORCES)[number];
export type Mechanic = (typeof MECHANICS)[number];
