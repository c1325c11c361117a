import { setSeconds } from "./reps";

/** Seconds to move to the next exercise and set up. */
export const CHANGEOVER_SECONDS = 45;

type Item = { sets: { regular: number; warmup: number }; reps: string; rest: number; group: string | null };

/**
 * Seconds a workout takes: every set's work and the rest after it; inside a superset or circuit the
 * rest comes once per round, after its last exercise.
 */
export function workoutSeconds(items: Item[]): number {
  let seconds = 0;
  items.forEach((item, index) => {
    const sets = item.sets.regular + item.sets.warmup;
    const next = items[index + 1];
    const restsHere = !item.group || next?.group !== item.group;
    seconds += sets * setSeconds(item.reps) + (restsHere ? sets * item.rest : 0);
    if (restsHere) seconds += CHANGEOVER_SECONDS;
  });
  return seconds;
}

/** Minutes a workout takes, to the nearest 5 (at least 5). */
export const estimateMinutes = (items: Item[]): number => Math.max(5, Math.round(workoutSeconds(items) / 60 / 5) * 5);
