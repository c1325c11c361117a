import type { WorkoutExerciseRefDto } from "../dto";
import { addExercise, createBuilder, type BuilderState } from "./state";

/** Builder states for tests: exercises by id, and what a test reads back. */
export const ref = (id: number, equipment: number[] = []): WorkoutExerciseRefDto => ({
  id,
  slug: `exercise-${id}`,
  name: `Exercise ${id}`,
  name_en_us: `Exercise ${id}`,
  url: `/exercise/exercise-${id}`,
  category: { name: "Barbell", name_en_us: "Barbell" },
  difficulty: { id: 1, key: "beginner", name: "Beginner", name_en_us: "Beginner" },
  equipment: equipment.map((kit) => ({
    id: kit,
    key: `kit-${kit}`,
    slug: `kit-${kit}`,
    name: "Kit",
    name_en_us: "Kit",
  })),
  muscles_primary: [],
  muscles_secondary: [],
});

export const withExercises = (...ids: number[]) =>
  ids.reduce((state, id) => addExercise(state, ref(id)), createBuilder({ gender: "male" }));
export const ids = (state: BuilderState) => state.exercises.map((item) => item.exercise.id);
export const groups = (state: BuilderState) => state.exercises.map((item) => item.group);
