import type { WorkoutDto } from "./dto";

/** What the browser sends to save a workout (the spec's saved workout payload; the server's saveWorkoutSchema). */
export type SaveWorkoutPayload = {
  name: string;
  notes?: string;
  units?: "kg" | "lb";
  is_template?: boolean;
  source?: string;
  created_utm?: string;
  based_on?: number | null;
  exercises: {
    exercise: number;
    sets: { regular: number; warmup: number };
    order: number;
    reps: string;
    rest: number;
    total_load: number;
    notes: string;
    group?: string | null;
  }[];
};

/** A copy of a workout as the caller's own, under its name (loads stay in kilograms). */
export function copyPayload(workout: WorkoutDto): SaveWorkoutPayload {
  return {
    name: workout.name,
    notes: workout.description,
    units: "kg",
    based_on: workout.kind === "original" ? workout.id : null,
    exercises: workout.exercises.map((item, order) => ({
      exercise: item.exercise.id,
      sets: item.sets,
      order,
      reps: item.reps,
      rest: item.rest,
      total_load: item.total_load,
      notes: item.notes,
      group: item.group,
    })),
  };
}
