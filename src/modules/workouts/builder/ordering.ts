import { settle, type BuilderExercise, type BuilderState } from "./state";

/**
 * Moves the entry at `from` to `to` (drag and drop, and the move buttons). The moved entry joins a
 * group it is dropped inside, stays in its own group while it still sits next to one of its members,
 * and otherwise leaves it.
 */
export function moveExercise(state: BuilderState, from: number, to: number): BuilderState {
  const moved = state.exercises[from];
  if (!moved || from === to || to < 0 || to >= state.exercises.length) return state;
  const exercises = state.exercises.filter((_, index) => index !== from);
  exercises.splice(to, 0, moved);
  const before = exercises[to - 1];
  const after = exercises[to + 1];
  let group: string | null = null;
  if (before?.group && before.group === after?.group) group = before.group;
  else if (moved.group && (before?.group === moved.group || after?.group === moved.group)) group = moved.group;
  exercises[to] = { ...moved, group };
  const selected = state.selectedExercise;
  let selectedExercise = selected;
  if (selected === from) selectedExercise = to;
  else if (selected !== null && from < selected && to >= selected) selectedExercise = selected - 1;
  else if (selected !== null && from > selected && to <= selected) selectedExercise = selected + 1;
  return settle({ ...state, exercises, selectedExercise });
}

export function runOf(exercises: BuilderExercise[], index: number): { start: number; end: number } {
  const group = exercises[index]?.group ?? null;
  let start = index;
  let end = index;
  if (group === null) return { start, end };
  while (exercises[start - 1]?.group === group) start--;
  while (exercises[end + 1]?.group === group) end++;
  return { start, end };
}

/**
 * Where one step up or down takes an entry: within its own group one place; otherwise past the whole
 * neighbouring group, so stepping past a superset never splits it. Null at either end.
 */
export function stepTarget(state: BuilderState, index: number, direction: -1 | 1): number | null {
  const item = state.exercises[index];
  const neighbour = state.exercises[index + direction];
  if (!item || !neighbour) return null;
  if (item.group !== null && neighbour.group === item.group) return index + direction;
  if (neighbour.group === null) return index + direction;
  const run = runOf(state.exercises, index + direction);
  return direction === 1 ? run.end : run.start;
}

export const moveUp = (state: BuilderState, index: number) => {
  const target = stepTarget(state, index, -1);
  return target === null ? state : moveExercise(state, index, target);
};
export const moveDown = (state: BuilderState, index: number) => {
  const target = stepTarget(state, index, 1);
  return target === null ? state : moveExercise(state, index, target);
};
