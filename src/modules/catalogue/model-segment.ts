import type { Gender } from "./schemas";

/**
 * Pages that show a body model keep it in the query (`?model=f`) publicly, but are served from an
 * internal path segment (`/{locale}/{m|f}/...`) so that each model's page can be cached as a whole.
 */
export const MODEL_SEGMENTS = { male: "m", female: "f" } as const;
export type ModelSegment = (typeof MODEL_SEGMENTS)[Gender];

const MODEL_PAGES = new Set(["", "exercises", "exercise", "workouts", "workout"]);

/** The internal path for a localized path, or null when the page shows no model. */
export function modelSegmentPath(localizedPath: string, model: string | null): string | null {
  const [, locale, first = "", ...rest] = localizedPath.split("/");
  if (!locale || !MODEL_PAGES.has(first)) return null;
  const segment = model === "f" ? MODEL_SEGMENTS.female : MODEL_SEGMENTS.male;
  return ["", locale, segment, first, ...rest].join("/").replace(/\/$/, "");
}

/** The gender an internal model segment stands for, or null for anything else. */
export function genderFromSegment(segment: string): Gender | null {
  return segment === MODEL_SEGMENTS.female ? "female" : segment === MODEL_SEGMENTS.male ? "male" : null;
}
