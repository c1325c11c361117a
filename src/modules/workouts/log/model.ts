/** The training log as the device and the server exchange it (zod-free: the session screen imports it). */
export const SET_TYPES = ["warmup", "normal", "drop", "failure"] as const;
export type SetType = (typeof SET_TYPES)[number];

export const DEFAULT_REST_SECONDS = 120;

export type LoggedSet = {
  id: string;
  type: SetType;
  reps: number | null;
  seconds: number | null;
  /** Kilograms. */
  load: number | null;
  rir: number | null;
  rpe: number | null;
  done: boolean;
};

export type LoggedEntry = {
  id: string;
  exercise_id: number;
  rest: number;
  notes: string;
  group: string | null;
  sets: LoggedSet[];
};

export type LoggedSession = {
  id: string;
  workout_id: number | null;
  title: string;
  notes: string;
  started_at: string;
  finished_at: string | null;
  /** Grows with every change on the device; the server keeps the highest it has seen. */
  revision: number;
  entries: LoggedEntry[];
};

/** A set that counts toward records and volume: done, worked (not a warm-up) and with reps. */
export const isWorkingSet = (set: LoggedSet): set is LoggedSet & { reps: number } =>
  set.done && set.type !== "warmup" && set.reps !== null && set.reps > 0;

/** Kilograms moved by a set (load × reps); a bodyweight set without load moves none we can count. */
export const setVolume = (set: LoggedSet) => (isWorkingSet(set) ? (set.load ?? 0) * set.reps : 0);

export const sessionVolume = (session: Pick<LoggedSession, "entries">) =>
  session.entries.reduce((sum, entry) => sum + entry.sets.reduce((total, set) => total + setVolume(set), 0), 0);
