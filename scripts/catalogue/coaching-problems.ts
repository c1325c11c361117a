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

// One arm, one leg or one side at a time, by the name. Alternating and walking movements change sides
// every rep, so they are not one-sided in this sense.
const ONE_SIDED_NAME =
  /\b(one|single)[- ](arm|leg|legged|hand|handed|knee)\b|\bone[- ]legged\b|\bunilateral\b|\bpistol\b|\bturkish get[- ]up\b|\bwindmills?\b|\bside (bend|bends|bridge|plank|jackknife)\b|\bsplit squats?\b|\bstep[- ]ups?\b/i;
const CHANGES_SIDES_EVERY_REP = /\balternat|\bwalking\b|\bsee-saw\b/i;

/** Reviewed: one-sided exercises whose names do not say so (a single bell, a one-arm rotation, one leg rolled). */
export const ONE_SIDED_SLUGS: readonly string[] = [
  "adductor",
  "anterior-tibialis-smr",
  "brachialis-smr",
  "bottoms-up-clean-from-the-hang-position",
  "cable-internal-rotation",
  "external-rotation",
  "external-rotation-with-band",
  "external-rotation-with-cable",
  "internal-rotation-with-band",
  "kettlebell-hang-clean",
  "open-palm-kettlebell-clean",
];

const SWITCHES_SIDES = new RegExp(
  [
    String.raw`\b(switch|switching|swap|swapping)\b`,
    String.raw`\bchange (sides|legs|arms|hands)\b`,
    String.raw`\b(repeat|then|mirror|same)\b[^.;]*\b(other|opposite) (side|arm|leg|hand|direction)\b`,
    String.raw`\b(on|for|with|to|in) (each|both) (side|sides|arm|arms|leg|legs|direction|directions)\b`,
    String.raw`\beach side\b|\bboth (sides|directions)\b|\bper (side|leg|arm)\b`,
    String.raw`\balternat(e|es|ing|ion)\b`,
  ].join("|"),
  "i",
);

export function isOneSided(exercise: Pick<Exercise, "slug" | "name">): boolean {
  if (ONE_SIDED_SLUGS.includes(exercise.slug)) return true;
  return ONE_SIDED_NAME.test(exercise.name) && !CHANGES_SIDES_EVERY_REP.test(exercise.name);
}

export function saysToSwitchSides(steps: readonly string[]): boolean {
  return steps.some((step) => SWITCHES_SIDES.test(step));
}

/** A one-arm, one-leg or one-side exercise must tell the reader to work the other side too. */
export function oneSidedProblems(exercises: Exercise[]): string[] {
  return exercises
    .filter((exercise) => isOneSided(exercise) && !saysToSwitchSides(exercise.steps))
    .map((exercise) => `${exercise.slug}: one-sided, but the steps never say to switch sides`);
}

const BREATHING_CUE = /\b(breath(e|es|ing|s)?|exhal\w*|inhal\w*)\b/i;

/**
 * Reviewed: exercises where a breathing cue would not help. Plyometric jumps and sprints are fast and
 * short (the medicine-ball throws do cue the breath out on release); the Olympic shrugs and the rack
 * delivery are light, split-second technique drills.
 */
export const NO_BREATHING_CUE_NEEDED: readonly string[] = ["clean-shrug", "rack-delivery", "snatch-shrug"];

export function needsBreathingCue(exercise: Pick<Exercise, "slug" | "category">): boolean {
  return exercise.category !== "plyometrics" && !NO_BREATHING_CUE_NEEDED.includes(exercise.slug);
}

/** Lifting, stretching and cardio work says how to breathe (out on the effort, slowly into a stretch). */
export function breathingProblems(exercises: Exercise[]): string[] {
  return exercises
    .filter((exercise) => needsBreathingCue(exercise) && !exercise.steps.some((step) => BREATHING_CUE.test(step)))
    .map((exercise) => `${exercise.slug}: no breathing cue in the steps`);
}

/** Everything a strength coach would refuse to sign in the catalogue. Empty when all is well. */
export function coachingProblems(exercises: Exercise[]): string[] {
  return [...strongmanEquipmentProblems(exercises), ...oneSidedProblems(exercises), ...breathingProblems(exercises)];
}
