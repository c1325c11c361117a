import { ACCURATE_REPS_LIMIT, oneRepMax } from "@/modules/workouts/log/one-rep-max";

export { ACCURATE_REPS_LIMIT, oneRepMax };

/** The equation has no meaning at 37 repetitions or more; we accept sets of up to 30. */
export const MAX_REPS = 30;

/** True when the set was long enough that the estimate should be read with care. */
export const isLowAccuracy = (reps: number) => reps > ACCURATE_REPS_LIMIT;

/** Training loads at common shares of the one-rep max, rounded to one decimal. */
export const TRAINING_PERCENTAGES = [95, 90, 85, 80, 75, 70, 65, 60, 50] as const;

export function trainingLoads(max: number): { percent: number; load: number }[] {
  return TRAINING_PERCENTAGES.map((percent) => ({ percent, load: Math.round((max * percent * 10) / 100) / 10 }));
}
