import type { FitnessLevelDto, GeneratedWorkoutDto } from "./dto";
import { GENERATOR_DEFAULTS, DEFAULT_MINUTES, type GeneratorMinutes } from "./rules";

/** Spec §2: the six steps and the progress each shows. */
export const GENERATOR_STEPS = [
  { key: "gender", progress: 0 },
  { key: "age", progress: 20 },
  { key: "goal", progress: 40 },
  { key: "level", progress: 60 },
  { key: "equipment", progress: 80 },
  { key: "muscles", progress: 100 },
] as const;
export type GeneratorStep = (typeof GENERATOR_STEPS)[number]["key"];

/** Spec §3 generator client state (plus the time budget). */
export type GeneratorState = {
  fitness_level: FitnessLevelDto | null;
  muscles_id_list: number[];
  equipment_id_list: number[];
  age: number;
  mobile: boolean;
  gender: "male" | "female";
  progress: number;
  goal: number;
  full_goal: { id: number; name: string };
  minutes: GeneratorMinutes;
  generated_workout: GeneratedWorkoutDto | null;
  isDirty: boolean;
};

export const INITIAL_GENERATOR: GeneratorState = {
  fitness_level: null,
  muscles_id_list: [],
  equipment_id_list: [],
  age: GENERATOR_DEFAULTS.age,
  mobile: GENERATOR_DEFAULTS.mobile,
  gender: GENERATOR_DEFAULTS.gender,
  progress: GENERATOR_DEFAULTS.progress,
  goal: GENERATOR_DEFAULTS.goal,
  full_goal: { id: GENERATOR_DEFAULTS.goal, name: "Build Muscle" },
  minutes: DEFAULT_MINUTES,
  generated_workout: null,
  isDirty: false,
};

type Field = Exclude<keyof GeneratorState, "isDirty">;

/** Untouched while no muscle and no equipment is chosen. */
const dirty = (state: GeneratorState) => state.muscles_id_list.length > 0 || state.equipment_id_list.length > 0;

/**
 * Spec §4: changing any answer clears the generated workout (it no longer matches them); the result
 * itself and the progress do not.
 */
export function setField<K extends Field>(state: GeneratorState, field: K, value: GeneratorState[K]): GeneratorState {
  const next = { ...state, [field]: value };
  if (field !== "generated_workout" && field !== "progress") next.generated_workout = null;
  return { ...next, isDirty: dirty(next) };
}

export const toggleId = (ids: number[], id: number) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

/** Spec §4: reset clears the muscles, the equipment and the generated workout. */
export function resetGenerator(state: GeneratorState): GeneratorState {
  return { ...state, muscles_id_list: [], equipment_id_list: [], generated_workout: null, progress: 0, isDirty: false };
}

export const stepIndexOf = (progress: number) =>
  Math.max(
    0,
    GENERATOR_STEPS.findIndex((step) => step.progress === progress),
  );

/** The API request the answers make (spec §7 `POST /api-next/workout/generator`). */
export function toRequest(state: GeneratorState, seed?: number) {
  return {
    muscles_id_list: state.muscles_id_list,
    equipment_id_list: state.equipment_id_list,
    gender: state.gender,
    age: state.age,
    fitness_level: state.fitness_level?.id ?? null,
    mobile: state.mobile,
    goal: state.goal,
    minutes: state.minutes,
    ...(seed === undefined ? {} : { seed }),
  };
}
