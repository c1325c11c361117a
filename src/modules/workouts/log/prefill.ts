import type { LoggedSet, SetType } from "./model";

export type PlannedSet = { type: SetType; reps: number | null; seconds: number | null };
export type PreviousSet = Pick<LoggedSet, "type" | "reps" | "seconds" | "load" | "rir" | "rpe">;

/**
 * Fills a new session's sets from the last time the exercise was done: each planned set takes the
 * numbers of the previous set of the same kind in the same place (warm-ups from warm-ups, work from
 * work); when last time had fewer, its last one of that kind repeats. Nothing is ticked.
 */
export function prefillSets(planned: PlannedSet[], previous: PreviousSet[], newId: () => string): LoggedSet[] {
  const byKind = (warmup: boolean) => previous.filter((set) => (set.type === "warmup") === warmup);
  const previousWarmups = byKind(true);
  const previousWork = byKind(false);
  const seen = { warmup: 0, work: 0 };
  return planned.map((plan) => {
    const warmup = plan.type === "warmup";
    const pool = warmup ? previousWarmups : previousWork;
    const index = warmup ? seen.warmup++ : seen.work++;
    const last = pool[Math.min(index, pool.length - 1)];
    return {
      id: newId(),
      type: plan.type,
      reps: last?.reps ?? plan.reps,
      seconds: last?.seconds ?? plan.seconds,
      load: last?.load ?? null,
      rir: null,
      rpe: null,
      done: false,
    };
  });
}
