import type { CatalogueExercise } from "../../src/modules/catalogue/catalogue-file";

type Exercise = Pick<CatalogueExercise, "slug" | "name" | "category" | "equipment" | "steps">;

// Implements no commercial gym keeps in its machine park: the name alone gives them away.
const STRONGMAN_IMPLEMENT =
  /\b(yoke|kegs?|atlas stones?|stone trainer|sleds?|prowler|conan'?s wheel|power stairs|rickshaw|log lift|tire|tyre|sandbag|circus bell|car deadlift|sledgehammer|crucifix)\b/i;

/** A strongman implement by its name, or any strongman event that is not done with a gym's bar or bells. */
export function isStrongmanImplement(exercise: Pick<Exercise, "name">): boolean {
  return STRONGMAN_IMPLEMENT.test(exercise.name);
}

/**
 * Equipment a coach would correct: a strongman implement filed as a machine, as bodyweight or as a
 * gym bar or bell ("machine" feeds the workout generator, which would hand a yoke to a gym member).
 */
export function strongmanEquipmentProblems(exercises: Exercise[]): string[] {
  const problems: string[] = [];
  for (const exercise of exercises) {
    if (isStrongmanImplement(exercise) && exercise.equipment !== "strongman") {
      problems.push(`${exercise.slug}: a strongman implement tagged ${exercise.equipment}, not strongman`);
    } else if (
      exercise.category === "strongman" &&
      (exercise.equipment === "machine" || exercise.equipment === "bodyweight")
    ) {
      problems.push(`${exercise.slug}: a strongman event tagged ${exercise.equipment}`);
    }
  }
  return problems;
}

/** Everything a strength coach would refuse to sign in the catalogue. Empty when all is well. */
export function coachingProblems(exercises: Exercise[]): string[] {
  return [...strongmanEquipmentProblems(exercises)];
}
