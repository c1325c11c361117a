import { EXERCISE_ALIASES } from "./aliases";

/** A name reduced to what tells exercises apart: lower case, no accents, words of letters and digits. */
export function normalizeExerciseName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export type CatalogueName = { id: number; slug: string; name: string };

/**
 * Finds our exercise for a name from another app: the slug itself (our own export), our English
 * name spelled alike, then a gym alias. Anything else is left to the user, with search suggestions.
 */
export function nameMatcher(catalogue: readonly CatalogueName[]) {
  const bySlug = new Map(catalogue.map((exercise) => [exercise.slug, exercise.id]));
  const byName = new Map<string, number>();
  for (const exercise of catalogue) {
    byName.set(normalizeExerciseName(exercise.name), exercise.id);
    // "barbell-squat" and "Barbell Squat" are the same words.
    if (!byName.has(normalizeExerciseName(exercise.slug)))
      byName.set(normalizeExerciseName(exercise.slug), exercise.id);
  }
  const byAlias = new Map<string, number>();
  for (const [alias, slug] of Object.entries(EXERCISE_ALIASES)) {
    const id = bySlug.get(slug);
    if (id !== undefined) byAlias.set(normalizeExerciseName(alias), id);
  }
  return (name: string, slug: string | null = null): number | null => {
    const fromSlug = slug ? bySlug.get(slug.trim().toLowerCase()) : undefined;
    if (fromSlug !== undefined) return fromSlug;
    const key = normalizeExerciseName(name);
    return byName.get(key) ?? byAlias.get(key) ?? null;
  };
}

/**
 * The words to search our catalogue with for a name we could not match: "Bench Press (Barbell)"
 * reads better as "Barbell Bench Press", the order our names use.
 */
export function searchableName(name: string): string {
  const bracket = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(name.trim());
  const text = bracket ? `${bracket[2]} ${bracket[1]}` : name;
  return text
    .replace(/[^\p{L}\p{N}\s'-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * What to search for, best first: the whole name, then its words alone, longest first, so a name our
 * search does not know as a whole ("Meadows Row") still gets the exercises one of its words names.
 */
export function suggestionQueries(name: string): string[] {
  const whole = searchableName(name);
  const words = [...new Set(whole.split(" ").filter((word) => [...word].length >= 3))].sort(
    (a, b) => [...b].length - [...a].length,
  );
  return [whole, ...(words.length > 1 ? words : [])];
}
