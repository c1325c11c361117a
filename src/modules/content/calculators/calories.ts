/**
 * Daily calories from the revised Harris-Benedict equation (Roza and Shizgal, 1984): the basal
 * metabolic rate from weight (kg), height (cm) and age (years), times an activity factor, times a goal
 * factor. Spec §9 gives every constant.
 */
export type Sex = "male" | "female";

export const ACTIVITY_LEVELS = ["sedentary", "light", "moderate", "active", "very_active"] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const ACTIVITY_MULTIPLIERS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  very_active: 1.9,
};

export const GOALS = [
  "extreme_loss",
  "weight_loss",
  "mild_loss",
  "maintain",
  "mild_gain",
  "weight_gain",
  "extreme_gain",
] as const;
export type Goal = (typeof GOALS)[number];

export const GOAL_MULTIPLIERS: Record<Goal, number> = {
  extreme_loss: 0.8,
  weight_loss: 0.9,
  mild_loss: 0.95,
  maintain: 1,
  mild_gain: 1.05,
  weight_gain: 1.1,
  extreme_gain: 1.2,
};

/** The weekly change each goal aims at: 0.5, 1 or 2 lb (0.25, 0.5 or 1 kg), lost or gained. */
export const GOAL_WEEKLY_CHANGE: Record<Goal, { pounds: number; kilograms: number }> = {
  extreme_loss: { pounds: -2, kilograms: -1 },
  weight_loss: { pounds: -1, kilograms: -0.5 },
  mild_loss: { pounds: -0.5, kilograms: -0.25 },
  maintain: { pounds: 0, kilograms: 0 },
  mild_gain: { pounds: 0.5, kilograms: 0.25 },
  weight_gain: { pounds: 1, kilograms: 0.5 },
  extreme_gain: { pounds: 2, kilograms: 1 },
};

const COEFFICIENTS: Record<Sex, { base: number; weight: number; height: number; age: number }> = {
  male: { base: 88.362, weight: 13.397, height: 4.799, age: 5.677 },
  female: { base: 447.593, weight: 9.247, height: 3.098, age: 4.33 },
};

export type BodyMeasures = { sex: Sex; weightKg: number; heightCm: number; age: number };

function rawBasalRate({ sex, weightKg, heightCm, age }: BodyMeasures): number {
  const c = COEFFICIENTS[sex];
  return c.base + c.weight * weightKg + c.height * heightCm - c.age * age;
}

/** Calories burned at complete rest in a day, rounded to whole kilocalories. */
export function basalMetabolicRate(measures: BodyMeasures): number {
  return Math.round(rawBasalRate(measures));
}

/** Calories a day for an activity level and a goal (maintain by default), rounded to whole kilocalories. */
export function dailyCalories(measures: BodyMeasures, activity: ActivityLevel, goal: Goal = "maintain"): number {
  return Math.round(rawBasalRate(measures) * ACTIVITY_MULTIPLIERS[activity] * GOAL_MULTIPLIERS[goal]);
}

/** Every goal with its calories a day, from the largest loss to the largest gain. */
export function caloriesByGoal(measures: BodyMeasures, activity: ActivityLevel): { goal: Goal; calories: number }[] {
  return GOALS.map((goal) => ({ goal, calories: dailyCalories(measures, activity, goal) }));
}
