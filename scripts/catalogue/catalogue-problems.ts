import type { CatalogueExercise } from "../../src/modules/catalogue/catalogue-file";
import { ADVANCED_MUSCLES } from "../../src/modules/catalogue/reference/muscles";

const TIERS = ["primary", "secondary", "tertiary"] as const;
const PARENT = new Map<string, string>(ADVANCED_MUSCLES.map((muscle) => [muscle.id, muscle.parent]));
// Lateral deltoid shows on the front and the back view, so either shoulder group may carry it.
const ALSO_PARENT: Record<string, string> = { "lateral-deltoid": "rear-shoulders" };

/**
 * Everything that makes the catalogue unfit to ship: missing steps, muscles, equipment or
 * translated names, duplicate slugs or names, broken variation links. Empty when all is well.
 */
export function catalogueProblems(
  exercises: CatalogueExercise[],
  namesByLocale: Record<string, Record<string, string>>,
  locales: readonly string[],
): string[] {
  const problems: string[] = [];
  const bySlug = new Map<string, CatalogueExercise>();
  const ids = new Set<number>();
  for (const exercise of exercises) {
    const at = exercise.slug;
    if (bySlug.has(exercise.slug)) problems.push(`${at}: slug used twice`);
    if (ids.has(exercise.id)) problems.push(`${at}: id ${exercise.id} used twice`);
    bySlug.set(exercise.slug, exercise);
    ids.add(exercise.id);
  }
  for (const exercise of exercises) {
    const at = exercise.slug;
    if (exercise.steps.length < 3 || exercise.steps.length > 8) problems.push(`${at}: needs 3 to 8 steps`);
    if (exercise.equipment === null) problems.push(`${at}: no equipment`);
    if (exercise.muscles.primary.length === 0) problems.push(`${at}: no primary muscle in the simple set`);
    if (exercise.advancedMuscles.primary.length === 0) problems.push(`${at}: no primary muscle in the advanced set`);
    for (const set of [exercise.muscles, exercise.advancedMuscles] as Record<(typeof TIERS)[number], string[]>[]) {
      const all = TIERS.flatMap((tier) => set[tier]);
      if (new Set(all).size !== all.length) problems.push(`${at}: a muscle sits in two tiers`);
    }
    const simple = new Set<string>(TIERS.flatMap((tier) => exercise.muscles[tier]));
    for (const muscle of TIERS.flatMap((tier) => exercise.advancedMuscles[tier])) {
      const parent = PARENT.get(muscle) ?? "";
      const alternative = ALSO_PARENT[muscle];
      if (!simple.has(parent) && !(alternative && simple.has(alternative))) {
        problems.push(`${at}: advanced ${muscle} without its simple parent ${parent}`);
      }
    }
    if ((exercise.category === "stretching" || exercise.category === "recovery") && exercise.joints.length === 0) {
      problems.push(`${at}: stretching or recovery work without joints`);
    }
    if (exercise.variationOf) {
      const main = bySlug.get(exercise.variationOf);
      if (!main || main.slug === at)
        problems.push(`${at}: variationOf ${exercise.variationOf} is not another exercise`);
      else if (main.variationOf) problems.push(`${at}: variationOf ${main.slug}, itself a variation`);
    }
    for (const locale of locales) {
      if (!namesByLocale[locale]?.[at]?.trim()) problems.push(`${at}: no ${locale} name`);
    }
  }
  // Two exercises with one name look like the same exercise twice in a list.
  for (const locale of locales) {
    const seen = new Map<string, string>();
    for (const exercise of exercises) {
      const name = namesByLocale[locale]?.[exercise.slug]?.trim().toLocaleLowerCase(locale);
      if (!name) continue;
      const other = seen.get(name);
      if (other) problems.push(`${exercise.slug}: same ${locale} name as ${other}`);
      else seen.set(name, exercise.slug);
    }
  }
  return problems;
}
