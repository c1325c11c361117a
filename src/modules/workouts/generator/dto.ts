import type { ExerciseDto, KeyedDto } from "@/modules/catalogue/dto";
import type { PickPosition } from "./generate";
import type { GeneratorRequest } from "./schemas";

/** Spec §7 fitness level: the difficulties it may use and the categories it leaves out. */
export type FitnessLevelDto = {
  id: number;
  key: string;
  name: string;
  excluded_categories: KeyedDto[];
  difficulties: KeyedDto[];
};

export type NamedMuscle = { id: number; key: string; name: string };

export type GeneratedExerciseDto = {
  order: number;
  exercise: ExerciseDto;
  sets: { regular: number; warmup: number };
  reps: string;
  rest: number;
  group: string | null;
  reason: {
    muscle: NamedMuscle;
    also: NamedMuscle[];
    equipment: string | null;
    difficulty: string;
    position: PickPosition;
    goal: string;
    newcomer: boolean;
    older: boolean;
  };
};

export type GeneratedWorkoutDto = {
  name: string;
  seed: number;
  rule_version: number;
  request: Omit<GeneratorRequest, "seed">;
  goal: KeyedDto;
  fitness_level: FitnessLevelDto;
  minutes: number;
  estimated_minutes: number;
  exercises: GeneratedExerciseDto[];
  summary: {
    volume: (NamedMuscle & { sets: number; chosen: boolean })[];
    uncovered: (NamedMuscle & { why: "no-exercise" | "time" })[];
    spared: NamedMuscle[];
    chosen_though_tired: NamedMuscle[];
  };
};

export type GeneratorProfileDto = { avoid: number[]; home_equipment: number[]; gym_equipment: number[] };
