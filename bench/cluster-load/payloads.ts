import { randomUUID } from "node:crypto";
import type { Catalogue } from "./catalogue";
import type { SeededRandom } from "./random";

/** Request bodies as the browser builds them (builder, session screen, generator wizard). */

/** The builder's save (src/modules/workouts/builder/state.ts `toPayload`), with its defaults. */
export function savedWorkoutPayload(name: string, exercises: readonly { id: number }[]) {
  return {
    name,
    notes: "",
    units: "kg",
    is_template: true,
    source: "MS",
    created_utm: "W",
    based_on: null,
    exercises: exercises.map((exercise, order) => ({
      exercise: exercise.id,
      sets: { regular: 3, warmup: 0 },
      order,
      reps: "8-12",
      rest: 120,
      total_load: 0,
      notes: "",
      group: null,
    })),
  };
}

type LoggedSet = { id: string; type: "normal"; reps: number | null; load: number | null; done: boolean };
export type PlannedExercise = { exercise: { id: number }; rest: number };

/** A session begun from one of our workouts, every id made on the device as the session screen does. */
export function newTrainingSession(workoutId: number, title: string, planned: readonly PlannedExercise[]) {
  return {
    id: randomUUID(),
    workout_id: workoutId,
    title: title.slice(0, 120),
    notes: "",
    started_at: new Date().toISOString(),
    finished_at: null as string | null,
    revision: 1,
    entries: planned.map((item) => ({
      id: randomUUID(),
      exercise_id: item.exercise.id,
      rest: item.rest,
      notes: "",
      group: null,
      sets: [0, 1].map((): LoggedSet => ({ id: randomUUID(), type: "normal", reps: 8, load: 40, done: false })),
    })),
  };
}

/** The wizard's request (src/modules/workouts/generator/generator-state.ts `toRequest`). */
export function generatorRequest(random: SeededRandom, { generator }: Catalogue) {
  return {
    muscles_id_list: random.sample(generator.muscleIds, random.int(1, 3)),
    equipment_id_list: random.sample(generator.equipmentIds, random.int(1, 3)),
    gender: random.pick(["male", "female"]),
    age: random.int(18, 65),
    fitness_level: random.pick(generator.levelIds),
    mobile: false,
    goal: random.pick(generator.goalIds),
    minutes: random.pick([20, 30, 45, 60]),
  };
}
