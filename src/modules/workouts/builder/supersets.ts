import { runOf } from "./ordering";
import { settle, type BuilderState } from "./state";

/* Supersets: runs of adjacent entries sharing a group; letters follow from settle(). */

/** Puts the entry at `index` and the next one in one group (joining either's group if it has one). */
export function linkWithNext(state: BuilderState, index: number): BuilderState {
  const first = state.exercises[index];
  const second = state.exercises[index + 1];
  if (!first || !second || (first.group !== null && first.group === second.group)) return state;
  const group = first.group ?? second.group ?? "*";
  const runs = [runOf(state.exercises, index), runOf(state.exercises, index + 1)];
  const exercises = state.exercises.map((item, position) =>
    runs.some((run) => position >= run.start && position <= run.end) ? { ...item, group } : item,
  );
  return settle({ ...state, exercises });
}

/** Breaks the link between the entry at `index` and the next: the group splits there. */
export function unlinkFromNext(state: BuilderState, index: number): BuilderState {
  const first = state.exercises[index];
  const second = state.exercises[index + 1];
  if (!first || !second || first.group === null || first.group !== second.group) return state;
  const { end } = runOf(state.exercises, index);
  const exercises = state.exercises.map((item, position) =>
    position > index && position <= end ? { ...item, group: "*" } : item,
  );
  return settle({ ...state, exercises });
}

/** Groups adjacent entries (two or more, in a row) into one superset. */
export function groupExercises(state: BuilderState, indices: number[]): BuilderState {
  const sorted = [...new Set(indices)].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined || sorted.length < 2) return state;
  if (last - first !== sorted.length - 1 || !state.exercises[first] || !state.exercises[last]) return state;
  const exercises = state.exercises.map((item, position) =>
    position >= first && position <= last ? { ...item, group: "*" } : item,
  );
  return settle({ ...state, exercises });
}

/** Dissolves the whole group the entry at `index` belongs to. */
export function ungroup(state: BuilderState, index: number): BuilderState {
  if (!state.exercises[index]?.group) return state;
  const { start, end } = runOf(state.exercises, index);
  const exercises = state.exercises.map((item, position) =>
    position >= start && position <= end ? { ...item, group: null } : item,
  );
  return settle({ ...state, exercises });
}
