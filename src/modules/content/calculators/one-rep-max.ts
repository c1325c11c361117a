/**
 * The heaviest single repetition, estimated from a set with the Brzycki equation (Brzycki, 1993):
 * 1RM = weight × 36 / (37 − reps). One repetition is the one-rep max itself. The estimate is close for
 * sets of up to 10 repetitions and drifts further from real maxima beyond that.
 */
export const ACCURATE_REPS_LIMIT = 10;
/** The equation has no meaning at 37 repetitions or more; we accept sets of up to 30. */
export const MAX_REPS = 30;

export function oneRepMax(weight: number, reps: number): number {
  if (reps === 1) return weight;
  return (36 / (37 - reps)) * weight;
}

/** True when the set was long enough that the estimate should be read with care. */
export const isLowAccuracy = (reps: number) => reps > ACCURATE_REPS_LIMIT;

/** Training loads at common shares of the one-rep max, rounded to one decimal. */
export const TRAINING_PERCENTAGES = [95, 90, 85, 80, 75, 70, 65, 60, 50] as const;

export function trainingLoads(max: number): { percent: number; load: number }[] {
  return TRAINING_PERCENTAGES.map((percent) => ({ percent, load: Math.round((max * percent * 10) / 100) / 10 }));
}
