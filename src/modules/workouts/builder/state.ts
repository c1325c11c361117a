import { fromKg, kgToLb, lbToKg, type WeightUnit } from "@/lib/units";
import type { Gender } from "@/modules/catalogue/dto";
import type { WorkoutDto, WorkoutExerciseRefDto } from "../dto";
import type { SaveWorkoutPayload } from "../payload";
import { REPS_PATTERN } from "../reps";
import { MAX_WORKOUT_EXERCISES, SAVED_WORKOUT_DEFAULTS } from "../schemas";

/** The limits the API holds a saved exercise to (saveWorkoutSchema), so the builder never sends what it refuses. */
export const LIMITS = {
  sets: { min: 1, max: 20 },
  warmup: { min: 0, max: 10 },
  rest: { min: 0, max: 900 },
  load: { min: 0, max: 2000 },
  notes: 500,
  name: 80,
  workoutNotes: 2000,
  exercises: MAX_WORKOUT_EXERCISES,
} as const;

export const DEFAULT_SETS = { regular: 3, warmup: 0 } as const;

/** One exercise as the builder edits it. */
export type BuilderExercise = {
  /** Stays with the entry through moves and shuffles: React keys and the undo history follow it. */
  key: string;
  exercise: WorkoutExerciseRefDto;
  sets: { regular: number; warmup: number };
  /** As typed; checked against REPS_PATTERN before saving. */
  reps: string;
  /** Seconds. */
  rest: number;
  /** In the builder's current unit (`units`); the payload says which. */
  load: number;
  notes: string;
  /** Entries sharing a letter run back to back (superset, or circuit from three). */
  group: string | null;
};

/** A shuffle that can be undone: the entry it changed and the exercise it held before. */
export type ShuffleStep = { key: string; previous: WorkoutExerciseRefDto };

/** Spec §3 workout builder state, plus what editing needs (the workout edited, the state last saved). */
export type BuilderState = {
  mobile: boolean;
  gender: Gender;
  exercises: BuilderExercise[];
  /** Index of the entry open for editing. */
  selectedExercise: number | null;
  name: string;
  notes: string;
  units: WeightUnit;
  /** Keys of the entries now holding a shuffled-in exercise. */
  shuffledExercises: string[];
  /** Undo stack of shuffles, newest last. */
  shuffleHistory: ShuffleStep[];
  /** The workout this started from: saved ones are updated in place, originals copied. */
  source: { id: number; kind: WorkoutDto["kind"] } | null;
  /** The content as it was opened or last saved; `isDirty` compares against it. */
  baseline: string;
  isDirty: boolean;
  nextKey: number;
};

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
const round2 = (value: number) => Math.round(value * 100) / 100;

export const isValidReps = (reps: string) => REPS_PATTERN.test(reps.trim());

/**
 * Typed numbers as the API reads them: full-width forms from Japanese and Chinese keyboards,
 * Arabic-Indic and Persian digits, and en or em dashes in ranges all become plain ASCII.
 */
export function asciiDigits(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u066b\u066c]/g, (mark) => (mark === "\u066b" ? "." : ","))
    .replace(/[\u2010-\u2015\u2212]/g, "-");
}

function snapshot(state: Pick<BuilderState, "name" | "notes" | "units" | "exercises">): string {
  return JSON.stringify([
    state.name.trim(),
    state.notes.trim(),
    state.exercises.map((item) => [
      item.exercise.id,
      item.sets.regular,
      item.sets.warmup,
      item.reps.trim(),
      item.rest,
      // Compared in kilograms: switching units alone changes nothing worth keeping.
      round2(state.units === "lb" ? lbToKg(item.load) : item.load),
      item.notes.trim(),
      item.group,
    ]),
  ]);
}

/** Recomputes what follows from the content: dirty flag, group letters, a selection still in range. */
export function settle(state: BuilderState): BuilderState {
  const exercises = normalizeGroups(state.exercises);
  const selected =
    state.selectedExercise === null || exercises.length === 0
      ? null
      : Math.min(Math.max(state.selectedExercise, 0), exercises.length - 1);
  const next = { ...state, exercises, selectedExercise: selected };
  return { ...next, isDirty: snapshot(next) !== state.baseline };
}

/**
 * Groups are runs of adjacent entries with the same group value. A run of one is no group; each run
 * of two or more gets the next letter (A, B, ...), so letters always read in workout order.
 */
export function normalizeGroups(exercises: BuilderExercise[]): BuilderExercise[] {
  const result = exercises.map((item) => ({ ...item }));
  let letter = 0;
  let start = 0;
  while (start < result.length) {
    const group = result[start]?.group ?? null;
    let end = start + 1;
    while (group !== null && end < result.length && result[end]?.group === group) end++;
    const value = group !== null && end - start >= 2 ? String.fromCharCode(65 + letter++) : null;
    for (let index = start; index < end; index++) {
      const item = result[index];
      if (item) item.group = value;
    }
    start = end;
  }
  const unchanged = result.every((item, index) => item.group === exercises[index]?.group);
  return unchanged ? exercises : result;
}

function entryFrom(
  key: number,
  exercise: WorkoutExerciseRefDto,
  fields: Partial<Omit<BuilderExercise, "key" | "exercise">> = {},
): BuilderExercise {
  return {
    key: `e${key}`,
    exercise,
    sets: fields.sets ?? { ...DEFAULT_SETS },
    reps: fields.reps ?? SAVED_WORKOUT_DEFAULTS.reps,
    rest: fields.rest ?? SAVED_WORKOUT_DEFAULTS.rest,
    load: fields.load ?? SAVED_WORKOUT_DEFAULTS.total_load,
    notes: fields.notes ?? "",
    group: fields.group ?? null,
  };
}

/** A new builder, empty or prefilled from one of the user's workouts or an original to copy. */
export function createBuilder({
  gender,
  mobile = false,
  initial,
}: {
  gender: Gender;
  mobile?: boolean;
  initial?: WorkoutDto | null;
}): BuilderState {
  const exercises = normalizeGroups(
    [...(initial?.exercises ?? [])]
      .sort((a, b) => a.order - b.order)
      .slice(0, LIMITS.exercises)
      .map((item, index) =>
        entryFrom(index, item.exercise, {
          sets: {
            regular: clamp(item.sets.regular, LIMITS.sets),
            warmup: clamp(item.sets.warmup, LIMITS.warmup),
          },
          reps: item.reps || item.reps_or_duration_count || SAVED_WORKOUT_DEFAULTS.reps,
          rest: clamp(item.rest, LIMITS.rest),
          load: fromKg(clamp(item.total_load, LIMITS.load), "kg"),
          notes: item.notes ?? "",
          group: item.group && /^[A-Z]$/.test(item.group) ? item.group : null,
        }),
      ),
  );
  const notes = initial ? (initial.kind === "original" ? initial.description : initial.notes) : "";
  const content = {
    name: initial?.name ?? "",
    notes: (notes ?? "").slice(0, LIMITS.workoutNotes),
    units: "kg" as WeightUnit,
    exercises,
  };
  return {
    mobile,
    gender,
    ...content,
    selectedExercise: null,
    shuffledExercises: [],
    shuffleHistory: [],
    source: initial ? { id: initial.id, kind: initial.kind } : null,
    baseline: snapshot(content),
    isDirty: false,
    nextKey: exercises.length,
  };
}

export const hasExercise = (state: BuilderState, id: number) => state.exercises.some((item) => item.exercise.id === id);
export const canAdd = (state: BuilderState) => state.exercises.length < LIMITS.exercises;

/** Appends an exercise (once; the list holds at most 30) and opens it for editing. */
export function addExercise(state: BuilderState, exercise: WorkoutExerciseRefDto): BuilderState {
  if (!canAdd(state) || hasExercise(state, exercise.id)) return state;
  return settle({
    ...state,
    exercises: [...state.exercises, entryFrom(state.nextKey, exercise)],
    nextKey: state.nextKey + 1,
    selectedExercise: state.exercises.length,
  });
}

export function removeExercise(state: BuilderState, index: number): BuilderState {
  const removed = state.exercises[index];
  if (!removed) return state;
  const selected = state.selectedExercise;
  return settle({
    ...state,
    exercises: state.exercises.filter((_, position) => position !== index),
    selectedExercise: selected === null || selected === index ? null : selected > index ? selected - 1 : selected,
    shuffledExercises: state.shuffledExercises.filter((key) => key !== removed.key),
    shuffleHistory: state.shuffleHistory.filter((step) => step.key !== removed.key),
  });
}

export function updateAt(state: BuilderState, index: number, change: (item: BuilderExercise) => BuilderExercise) {
  const item = state.exercises[index];
  if (!item) return state;
  const exercises = [...state.exercises];
  exercises[index] = change(item);
  return settle({ ...state, exercises });
}

export const setSets = (state: BuilderState, index: number, sets: Partial<BuilderExercise["sets"]>) =>
  updateAt(state, index, (item) => ({
    ...item,
    sets: {
      regular: clamp(Math.round(sets.regular ?? item.sets.regular), LIMITS.sets),
      warmup: clamp(Math.round(sets.warmup ?? item.sets.warmup), LIMITS.warmup),
    },
  }));
export const setReps = (state: BuilderState, index: number, reps: string) =>
  updateAt(state, index, (item) => ({ ...item, reps: asciiDigits(reps).slice(0, 12) }));
export const setRest = (state: BuilderState, index: number, rest: number) =>
  updateAt(state, index, (item) => ({ ...item, rest: clamp(Math.round(rest), LIMITS.rest) }));
export const setLoad = (state: BuilderState, index: number, load: number) =>
  updateAt(state, index, (item) => ({ ...item, load: round2(clamp(load, LIMITS.load)) }));
export const setExerciseNotes = (state: BuilderState, index: number, notes: string) =>
  updateAt(state, index, (item) => ({ ...item, notes: notes.slice(0, LIMITS.notes) }));

export const setName = (state: BuilderState, name: string) => settle({ ...state, name: name.slice(0, LIMITS.name) });
export const setNotes = (state: BuilderState, notes: string) =>
  settle({ ...state, notes: notes.slice(0, LIMITS.workoutNotes) });
export const selectExercise = (state: BuilderState, index: number | null): BuilderState =>
  index === null || state.exercises[index] ? { ...state, selectedExercise: index } : state;
export const setMobile = (state: BuilderState, mobile: boolean): BuilderState =>
  state.mobile === mobile ? state : { ...state, mobile };

/** Switches kg and lb, converting every load (rounded to 2 decimals, spec §5). */
export function setUnits(state: BuilderState, units: WeightUnit): BuilderState {
  if (units === state.units) return state;
  const convert = units === "lb" ? kgToLb : lbToKg;
  return settle({
    ...state,
    units,
    exercises: state.exercises.map((item) => ({ ...item, load: convert(item.load) })),
  });
}

/** The state as saved: edits from here on make it dirty again. */
export function markSaved(state: BuilderState, saved?: WorkoutDto): BuilderState {
  return {
    ...state,
    source: saved ? { id: saved.id, kind: saved.kind } : state.source,
    baseline: snapshot(state),
    isDirty: false,
  };
}

/** Entries whose reps would not save, by index. */
export const invalidReps = (state: BuilderState) =>
  state.exercises.flatMap((item, index) => (isValidReps(item.reps) ? [] : [index]));

/** The spec's saved workout payload; loads go in the current unit, which `units` names. */
export function toPayload(state: BuilderState, defaultName: string = SAVED_WORKOUT_DEFAULTS.name): SaveWorkoutPayload {
  return {
    name: state.name.trim() || defaultName,
    notes: state.notes.trim(),
    units: state.units,
    is_template: true,
    source: SAVED_WORKOUT_DEFAULTS.source,
    created_utm: SAVED_WORKOUT_DEFAULTS.created_utm,
    based_on: state.source?.kind === "original" ? state.source.id : null,
    exercises: state.exercises.map((item, order) => ({
      exercise: item.exercise.id,
      sets: item.sets,
      order,
      reps: item.reps.trim(),
      rest: item.rest,
      total_load: item.load,
      notes: item.notes.trim(),
      group: item.group,
    })),
  };
}
