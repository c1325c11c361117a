import type { RecordKind } from "./records";
import type { SetType } from "./model";

/** A logged set as the API answers it: the spec's order, range and load, and what we add. */
export type LoggedSetDto = {
  id: string;
  order: number;
  type: SetType;
  /** The reps or time as the workouts write them: "8", "30s". */
  range: string;
  reps: number | null;
  seconds: number | null;
  /** Kilograms. */
  load: number | null;
  rir: number | null;
  rpe: number | null;
  done: boolean;
  records: RecordKind[];
};

export type LoggedExerciseDto = { id: number; slug: string; name: string; url: string };

/** Spec §3 "Workout log entry": sets, order, rest, total_load, exercise, category. */
export type LogEntryDto = {
  id: string;
  order: number;
  exercise: LoggedExerciseDto;
  category: string;
  rest: number;
  total_load: number;
  notes: string;
  group: string | null;
  sets: LoggedSetDto[];
};

export type TrainingSessionDto = {
  id: string;
  user: string;
  workout_id: number | null;
  title: string;
  notes: string;
  started_at: string;
  finished_at: string | null;
  revision: number;
  duration_seconds: number | null;
  total_load: number;
  sets_done: number;
  records: number;
  entries: LogEntryDto[];
};

export type TrainingSessionSummaryDto = Omit<TrainingSessionDto, "entries" | "notes"> & {
  exercises: string[];
};

/** The last numbers of each exercise, for prefilling a new session. */
export type PreviousSetsDto = Record<string, { session_id: string; date: string; sets: LoggedSetDto[] }>;

export type ExerciseProgressPoint = {
  date: string;
  session_id: string;
  estimated_max: number;
  top_set: number;
  volume: number;
};

export type ProgressDto = {
  weeks: number;
  weekly: { week_start: string; sessions: number; volume: number; sets: number }[];
  muscle_sets: { muscle_name: string; name: string; sets: number; band: "none" | "low" | "growth" | "high" }[];
  records: {
    exercise: LoggedExerciseDto;
    heaviest: number;
    estimated_max: number;
    best_set_volume: number;
    sessions: number;
    last_done: string;
  }[];
};
