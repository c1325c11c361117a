import type { CatalogueExercise } from "../../src/modules/catalogue/catalogue-file";
import { DIFFICULTIES, GOALS } from "../../src/modules/catalogue/reference/taxonomy";
import {
  type OriginalTranslations,
  type OriginalWorkout,
  WORKOUT_FOCUSES,
} from "../../src/modules/workouts/originals-file";
import { parseReps } from "../../src/modules/workouts/reps";

const RANK = new Map(DIFFICULTIES.map((difficulty, index) => [difficulty.key, index]));
/** Equipment sets a library of originals must offer at least one workout for. */
export const REQUIRED_EQUIPMENT = ["bodyweight", "band", "dumbbells", "kettlebells", "barbell", "machine", "cables"];
export const MIN_ORIGINALS = 60;

/** What a coach would refuse in the originals: the check behind `npm run workouts:check`. */
export function originalsProblems(originals: OriginalWorkout[], catalogue: CatalogueExercise[]): string[] {
  const problems: string[] = [];
  const bySlug = new Map(catalogue.map((exercise) => [exercise.slug, exercise]));
  if (originals.length < MIN_ORIGINALS) problems.push(`only ${originals.length} originals, at least ${MIN_ORIGINALS}`);

  const seen = new Set<string>();
  const names = new Set<string>();
  for (const workout of originals) {
    const at = `workout ${workout.slug}`;
    if (seen.has(workout.slug)) problems.push(`${at}: slug used twice`);
    if (names.has(workout.name.toLowerCase())) problems.push(`${at}: name "${workout.name}" used twice`);
    seen.add(workout.slug);
    names.add(workout.name.toLowerCase());

    const used = new Set<string>();
    let regularSets = 0;
    for (const [index, item] of workout.exercises.entries()) {
      const exercise = bySlug.get(item.exercise);
      const where = `${at}, exercise ${index + 1} (${item.exercise})`;
      if (!exercise) {
        problems.push(`${where}: not in the catalogue`);
        continue;
      }
      if (used.has(item.exercise)) problems.push(`${where}: listed twice`);
      used.add(item.exercise);
      regularSets += item.sets.regular;
      if ((RANK.get(exercise.difficulty) ?? 0) > (RANK.get(workout.difficulty) ?? 0) + 1)
        problems.push(`${where}: ${exercise.difficulty} exercise in a ${workout.difficulty} workout`);
      const { unit } = parseReps(item.reps);
      if (exercise.category === "stretching" && unit === "reps" && !/side|each/i.test(item.notes))
        problems.push(`${where}: a stretch is held for a time, not counted in reps`);
    }
    if (regularSets < 6 || regularSets > 32)
      problems.push(`${at}: ${regularSets} working sets, a session holds 6 to 32`);
    const groups = workout.exercises.map((item) => item.group).filter(Boolean);
    for (const letter of new Set(groups)) {
      const positions = workout.exercises.flatMap((item, index) => (item.group === letter ? [index] : []));
      const contiguous = positions.every(
        (position, index) => index === 0 || position === (positions[index - 1] ?? 0) + 1,
      );
      if (positions.length < 2 || !contiguous) problems.push(`${at}: group ${letter} must be 2+ exercises in a row`);
    }
    if (workout.goal === "build-strength") {
      const first = workout.exercises[0];
      if (first && first.rest < 120) problems.push(`${at}: the main strength lift rests ${first.rest} s, at least 120`);
    }
  }

  const covered = (values: string[], all: readonly string[], what: string) => {
    for (const value of all) if (!values.includes(value)) problems.push(`no original for ${what} ${value}`);
  };
  covered(
    originals.map((workout) => workout.goal),
    GOALS.map((goal) => goal.key),
    "goal",
  );
  covered(
    originals.map((workout) => workout.difficulty),
    DIFFICULTIES.map((difficulty) => difficulty.key),
    "difficulty",
  );
  covered(
    originals.map((workout) => workout.focus),
    WORKOUT_FOCUSES,
    "focus",
  );
  const equipmentUsed = originals.flatMap((workout) =>
    workout.exercises.map((item) => bySlug.get(item.exercise)?.equipment ?? ""),
  );
  covered(equipmentUsed, REQUIRED_EQUIPMENT, "equipment");
  return problems;
}

/**
 * Every original in every other locale: name and description, and each written note, translated (not
 * left in English); no translation of a workout or note that does not exist.
 */
export function translationProblems(
  originals: OriginalWorkout[],
  translations: Record<string, OriginalTranslations>,
  locales: readonly string[],
): string[] {
  const problems: string[] = [];
  const bySlug = new Map(originals.map((workout) => [workout.slug, workout]));
  for (const locale of locales) {
    const words = translations[locale] ?? {};
    for (const slug of Object.keys(words))
      if (!bySlug.has(slug)) problems.push(`${locale}: ${slug} is not an original`);
    for (const workout of originals) {
      const own = words[workout.slug];
      const at = `${locale} ${workout.slug}`;
      if (!own) {
        problems.push(`${at}: not translated`);
        continue;
      }
      if (own.description === workout.description) problems.push(`${at}: description left in English`);
      workout.exercises.forEach((item, position) => {
        const note = own.notes[String(position)];
        if (item.notes && !note) problems.push(`${at}: note ${position} not translated`);
        if (!item.notes && note) problems.push(`${at}: note ${position} has no English note`);
        if (item.notes && note === item.notes) problems.push(`${at}: note ${position} left in English`);
      });
    }
  }
  return problems;
}
