import { equipmentSlug } from "./equipment-slug";
import { parseListingSegments } from "./listing-route";
import { MODEL_SEGMENTS } from "./model-segment";
import { ADVANCED_MUSCLES, JOINTS, SIMPLE_MUSCLES } from "./reference/muscles";
import { EQUIPMENT } from "./reference/taxonomy";

/** Longer exercise slugs are refused unread; the catalogue's longest is under 60 characters. */
export const MAX_SLUG_LENGTH = 100;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MUSCLE_KEYS = new Set<string>([...SIMPLE_MUSCLES, ...ADVANCED_MUSCLES, ...JOINTS].map((muscle) => muscle.id));
const EQUIPMENT_SLUGS = new Set(EQUIPMENT.map((kit) => equipmentSlug(kit.name)));
const INTERNAL_SEGMENTS = new Set<string>(Object.values(MODEL_SEGMENTS));

/**
 * False when a localized path (`/{locale}/...`) can name no catalogue page: an exercise slug of the
 * wrong shape or length, a listing of an unknown muscle or equipment, or the internal model segment
 * asked for directly. Decided from the URL scheme and the fixed vocabularies only (no database), so
 * such URLs end in a 404 before anything renders. True for every other path.
 */
export function mayNameCataloguePage(localizedPath: string): boolean {
  const [, , first = "", ...rest] = localizedPath.split("/");
  if (INTERNAL_SEGMENTS.has(first)) return false;
  if (first === "exercise") {
    const [slug = "", ...more] = rest;
    return more.length === 0 && slug.length <= MAX_SLUG_LENGTH && SLUG.test(slug);
  }
  if (first === "workout") {
    const [slug = "", ...more] = rest;
    return more.length === 0 && slug.length <= MAX_SLUG_LENGTH && SLUG.test(slug);
  }
  // Our workouts, and their share links /workouts/{id}.
  if (first === "workouts") return rest.length === 0 || (rest.length === 1 && /^\d{1,9}$/.test(rest[0] ?? ""));
  if (first === "exercises") {
    // The map of all muscles.
    if (rest.length === 0) return true;
    const [muscle = "", ...more] = rest;
    // Share links: /exercises/{id}.
    if (/^\d{1,9}$/.test(muscle) && more.length === 0) return true;
    const route = parseListingSegments(muscle, more);
    return !!route && MUSCLE_KEYS.has(route.muscle) && (!route.equipment || EQUIPMENT_SLUGS.has(route.equipment));
  }
  return true;
}
