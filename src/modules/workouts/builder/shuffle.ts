import type { WorkoutExerciseRefDto } from "../dto";
import { updateAt, type BuilderState } from "./state";

/* Shuffling one entry's exercise for another (POST /api-next/exercises/shuffle), with undo per entry. */

/** Everything a shuffle call needs to know about the workout (POST /api-next/exercises/shuffle). */
export function shuffleRequest(state: BuilderState, index: number) {
  const item = state.exercises[index];
  if (!item) return null;
  const equipment = new Set(state.exercises.flatMap((entry) => entry.exercise.equipment.map((kit) => kit.id)));
  return {
    id: item.exercise.id,
    equipment_id_list: [...equipment].sort((a, b) => a - b).slice(0, 20),
    gender: state.gender,
    sets: item.sets.regular,
    exclude: [...new Set(state.exercises.map((entry) => entry.exercise.id))],
  };
}

/** Puts a shuffled-in exercise in place of the entry's, keeping its sets, reps, rest, load and group. */
export function applyShuffle(state: BuilderState, index: number, exercise: WorkoutExerciseRefDto): BuilderState {
  const item = state.exercises[index];
  if (!item || item.exercise.id === exercise.id) return state;
  const next = updateAt(state, index, (entry) => ({ ...entry, exercise }));
  return {
    ...next,
    shuffledExercises: next.shuffledExercises.includes(item.key)
      ? next.shuffledExercises
      : [...next.shuffledExercises, item.key],
    shuffleHistory: [...next.shuffleHistory, { key: item.key, previous: item.exercise }],
  };
}

export const canUndoShuffle = (state: BuilderState, key: string) =>
  state.shuffleHistory.some((step) => step.key === key);

/** Restores the exercise the entry held before its latest shuffle (any entry's latest when no key). */
export function undoShuffle(state: BuilderState, key?: string): BuilderState {
  let position = -1;
  for (let index = state.shuffleHistory.length - 1; index >= 0; index--) {
    if (key === undefined || state.shuffleHistory[index]?.key === key) {
      position = index;
      break;
    }
  }
  const step = state.shuffleHistory[position];
  if (!step) return state;
  const index = state.exercises.findIndex((item) => item.key === step.key);
  const shuffleHistory = state.shuffleHistory.filter((_, at) => at !== position);
  const stillShuffled = shuffleHistory.some((entry) => entry.key === step.key);
  const shuffledExercises = stillShuffled
    ? state.shuffledExercises
    : state.shuffledExercises.filter((entry) => entry !== step.key);
  if (index < 0) return { ...state, shuffleHistory, shuffledExercises };
  const restored = updateAt(state, index, (entry) => ({ ...entry, exercise: step.previous }));
  return { ...restored, shuffleHistory, shuffledExercises };
}
