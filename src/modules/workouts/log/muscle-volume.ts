/**
 * Sets per muscle counted fractionally (Pelland et al. 2024): a set counts 1 for the exercise's primary
 * muscles, 0.5 for its secondary and 0.25 for its tertiary ones.
 */
export const TIER_WEIGHT = { primary: 1, secondary: 0.5, tertiary: 0.25 } as const;
export type Tier = keyof typeof TIER_WEIGHT;

/**
 * Weekly hard sets per muscle a coach reads against: fewer than 10 grows less (Schoenfeld, Ogborn &
 * Krieger 2017), 10–20 suits most lifters, beyond 20 few recover from.
 */
export const WEEKLY_SET_BANDS = { low: 10, high: 20 } as const;
export type VolumeBand = "none" | "low" | "growth" | "high";

export const volumeBand = (sets: number): VolumeBand =>
  sets <= 0 ? "none" : sets < WEEKLY_SET_BANDS.low ? "low" : sets <= WEEKLY_SET_BANDS.high ? "growth" : "high";

export type ExerciseMuscle = { muscle: string; tier: Tier };

/** Fractional sets per muscle from hard sets per exercise. */
export function fractionalSets(
  setsByExercise: Map<number, number>,
  musclesOf: (exerciseId: number) => ExerciseMuscle[],
): Map<string, number> {
  const totals = new Map<string, number>();
  for (const [exerciseId, sets] of setsByExercise) {
    for (const { muscle, tier } of musclesOf(exerciseId)) {
      totals.set(muscle, (totals.get(muscle) ?? 0) + sets * TIER_WEIGHT[tier]);
    }
  }
  return totals;
}
