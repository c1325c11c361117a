/**
 * Rep strings as workouts write them: a count (`10`), a range (`8-12`), seconds (`30s`, `30-45s`) or
 * minutes (`2-min`, `1-2-min`).
 */
export const REPS_PATTERN = /^\d{1,3}(?:-\d{1,3})?(?:s|-min)?$/;

/** The highest number a rep string names, with its unit: the spec strips 's' and '-min' and takes a range's maximum. */
export function parseReps(reps: string): { value: number; unit: "reps" | "seconds" } {
  const trimmed = reps.trim();
  const minutes = trimmed.endsWith("-min");
  const seconds = !minutes && trimmed.endsWith("s");
  const numbers = trimmed
    .replace(/-min$|s$/, "")
    .split("-")
    .map((part) => Number.parseInt(part, 10))
    .filter((value) => Number.isFinite(value));
  const highest = numbers.length > 0 ? Math.max(...numbers) : 0;
  if (minutes) return { value: highest * 60, unit: "seconds" };
  return { value: highest, unit: seconds ? "seconds" : "reps" };
}

/** Seconds a set takes: timed sets their time, counted reps about three seconds each. */
export const SECONDS_PER_REP = 3;
export function setSeconds(reps: string): number {
  const { value, unit } = parseReps(reps);
  return unit === "seconds" ? value : value * SECONDS_PER_REP;
}
