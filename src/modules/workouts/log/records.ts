import { ACCURATE_REPS_LIMIT, oneRepMax } from "./one-rep-max";
import { isWorkingSet, type LoggedSet } from "./model";

/** An exercise's bests so far (loads in kg). */
export type ExerciseBests = {
  heaviest: number;
  estimatedMax: number;
  bestSetVolume: number;
  /** Most reps done at each load, keyed by the load in grams so 62.5 and 62.50 agree. */
  repsAtLoad: Record<string, number>;
};

export const RECORD_KINDS = ["heaviest", "estimatedMax", "bestSetVolume", "repsAtLoad"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const EMPTY_BESTS: ExerciseBests = { heaviest: 0, estimatedMax: 0, bestSetVolume: 0, repsAtLoad: {} };

const loadKey = (load: number) => String(Math.round(load * 1000));

/** Brzycki's estimate, only from sets short enough for it to hold (up to 10 reps) and with a load. */
export function estimatedMax(set: LoggedSet): number {
  if (!isWorkingSet(set) || !set.load || set.reps > ACCURATE_REPS_LIMIT) return 0;
  return oneRepMax(set.load, set.reps);
}

/**
 * What a set beats among the bests before it. A first ever set beats nothing: a record needs
 * something to beat, or every new exercise would flood the session with them.
 */
export function beatenRecords(before: ExerciseBests | undefined, set: LoggedSet): RecordKind[] {
  if (!before || !isWorkingSet(set) || !set.load) return [];
  const beaten: RecordKind[] = [];
  if (set.load > before.heaviest) beaten.push("heaviest");
  if (estimatedMax(set) > before.estimatedMax + 1e-9) beaten.push("estimatedMax");
  if (set.load * set.reps > before.bestSetVolume + 1e-9) beaten.push("bestSetVolume");
  const atLoad = before.repsAtLoad[loadKey(set.load)];
  if (atLoad !== undefined && set.reps > atLoad) beaten.push("repsAtLoad");
  return beaten;
}

/** The bests after a set. */
export function withSet(bests: ExerciseBests, set: LoggedSet): ExerciseBests {
  if (!isWorkingSet(set) || !set.load) return bests;
  const key = loadKey(set.load);
  return {
    heaviest: Math.max(bests.heaviest, set.load),
    estimatedMax: Math.max(bests.estimatedMax, estimatedMax(set)),
    bestSetVolume: Math.max(bests.bestSetVolume, set.load * set.reps),
    repsAtLoad: { ...bests.repsAtLoad, [key]: Math.max(bests.repsAtLoad[key] ?? 0, set.reps) },
  };
}

export const bestsOf = (sets: LoggedSet[], start: ExerciseBests = EMPTY_BESTS) => sets.reduce(withSet, start);

/** Each set's beaten records, in order, against the bests before the session and the sets before it. */
export function recordsInSession(before: ExerciseBests | undefined, sets: LoggedSet[]): RecordKind[][] {
  let running = before;
  return sets.map((set) => {
    const beaten = beatenRecords(running, set);
    if (running) running = withSet(running, set);
    return beaten;
  });
}

/** Per exercise and load: the most reps done, and the most done in a set short enough for Brzycki. */
export type LoadSummary = { load: number; maxReps: number; maxAccurateReps: number | null };

/** The same bests as `bestsOf`, from one summary row per load (what the database can group for us). */
export function bestsFromLoads(rows: LoadSummary[]): ExerciseBests {
  return rows.reduce<ExerciseBests>(
    (bests, row) => ({
      heaviest: Math.max(bests.heaviest, row.load),
      estimatedMax: row.maxAccurateReps
        ? Math.max(bests.estimatedMax, oneRepMax(row.load, row.maxAccurateReps))
        : bests.estimatedMax,
      bestSetVolume: Math.max(bests.bestSetVolume, row.load * row.maxReps),
      repsAtLoad: {
        ...bests.repsAtLoad,
        [loadKey(row.load)]: Math.max(bests.repsAtLoad[loadKey(row.load)] ?? 0, row.maxReps),
      },
    }),
    EMPTY_BESTS,
  );
}
