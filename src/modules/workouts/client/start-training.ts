"use client";

import { loadHttp } from "@/lib/lazy-http";
import type { WorkoutDto, WorkoutExerciseDto } from "../dto";
import type { PreviousSetsDto } from "../log/dto";
import type { PreviousSet } from "../log/prefill";
import { addEntry, entryFromPlan, newSession, type PlannedEntry } from "../log/session-state";
import { useTrainingStore, type ExerciseLabel } from "../log/session-store";
import { parseReps } from "../reps";

export const TRAINING_SESSION_PATH = "/training/session";

const newId = () => crypto.randomUUID();

/** A planned set's amount: the bottom of a rep range (the least to do), or the time of a timed set. */
export function plannedAmount(reps: string): { reps: number | null; seconds: number | null } {
  const { value, unit } = parseReps(reps);
  if (unit === "seconds") return { reps: null, seconds: value || null };
  const lowest = Number.parseInt(reps, 10);
  return { reps: Number.isFinite(lowest) ? lowest : value || null, seconds: null };
}

type PlanExercise = Pick<WorkoutExerciseDto, "exercise" | "sets" | "reps" | "rest" | "notes" | "group">;
/** A workout to start: saved or ours (with its id), or a plan not saved yet (generated). */
type StartablePlan = Pick<WorkoutDto, "name"> & { id: number | null; exercises: PlanExercise[] };

const toPlan = (item: PlanExercise): PlannedEntry => ({
  exerciseId: item.exercise.id,
  warmupSets: item.sets.warmup,
  regularSets: item.sets.regular,
  ...plannedAmount(item.reps),
  rest: item.rest,
  notes: item.notes,
  group: item.group,
});

/** The last numbers of these exercises; none when they cannot be had (offline): the plan's then. */
export async function fetchPrevious(exerciseIds: number[], before?: string): Promise<Record<string, PreviousSet[]>> {
  if (exerciseIds.length === 0) return {};
  try {
    const http = await loadHttp();
    const query = new URLSearchParams({ exercises: exerciseIds.join("|"), ...(before ? { before } : {}) });
    const answer = await http.get(`/api-next/workout/logs/previous?${query}`, { retry: 0 }).json<PreviousSetsDto>();
    return Object.fromEntries(Object.entries(answer).map(([id, value]) => [id, value.sets]));
  } catch (error) {
    console.error("Failed to fetch the previous sets", error);
    return {};
  }
}

/** Opens a workout as a new session on this device: its exercises, sets and rests, last time's numbers. */
export async function startFromWorkout(workout: StartablePlan, now = new Date()) {
  const ids = workout.exercises.map((item) => item.exercise.id);
  const previous = await fetchPrevious(ids);
  let session = newSession(newId(), workout.name, workout.id, now);
  for (const item of workout.exercises)
    session = addEntry(session, entryFromPlan(toPlan(item), previous[item.exercise.id] ?? [], newId));
  const labels: Record<string, ExerciseLabel> = Object.fromEntries(
    workout.exercises.map(({ exercise }) => [
      exercise.id,
      { name: exercise.name, slug: exercise.slug, url: exercise.url },
    ]),
  );
  useTrainingStore.getState().begin(session, labels, previous);
}

export function startEmpty(title: string, now = new Date()) {
  useTrainingStore.getState().begin(newSession(newId(), title, null, now), {}, {});
}

/** Fetches a workout (ours by id, or the user's own) and starts it. */
export async function startWorkoutById(workoutId: number, own: boolean) {
  const http = await loadHttp();
  const path = own
    ? `/api-next/workout/builder/workouts/${workoutId}`
    : `/api-next/workout/originals/workouts/${workoutId}`;
  await startFromWorkout(await http.get(path).json<WorkoutDto>());
}
