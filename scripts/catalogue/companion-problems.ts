import type { CatalogueExercise } from "../../src/modules/catalogue/catalogue-file";
import type { StepBatch } from "../../src/modules/catalogue/seed/read-catalogue-files";

/**
 * What is wrong in the files that accompany exercises.json: a popularity weight missing or for an
 * unknown exercise; translated steps for an unknown locale or exercise, repeated across batches, or
 * not as many as the English ones (a translator's step 3 must be our step 3). Empty when all is well.
 */
export function companionProblems(
  exercises: CatalogueExercise[],
  popularity: Record<string, number>,
  stepBatches: StepBatch[],
  locales: readonly string[],
): string[] {
  const problems: string[] = [];
  const bySlug = new Map(exercises.map((exercise) => [exercise.slug, exercise]));
  for (const exercise of exercises) {
    if (popularity[exercise.slug] === undefined) problems.push(`${exercise.slug}: no popularity weight`);
  }
  for (const slug of Object.keys(popularity)) {
    if (!bySlug.has(slug)) problems.push(`popularity.json: ${slug} is not an exercise`);
  }
  const seen = new Map<string, string>();
  for (const batch of stepBatches) {
    if (!locales.includes(batch.locale)) problems.push(`${batch.file}: ${batch.locale} is not a translated locale`);
    for (const [slug, steps] of Object.entries(batch.steps)) {
      const exercise = bySlug.get(slug);
      if (!exercise) {
        problems.push(`${batch.file}: ${slug} is not an exercise`);
        continue;
      }
      if (steps.length !== exercise.steps.length) {
        problems.push(`${batch.file}: ${slug} has ${steps.length} steps, the English ${exercise.steps.length}`);
      }
      const key = `${batch.locale}/${slug}`;
      const earlier = seen.get(key);
      if (earlier) problems.push(`${batch.file}: ${slug} is already translated in ${earlier}`);
      seen.set(key, batch.file);
    }
  }
  return problems;
}
