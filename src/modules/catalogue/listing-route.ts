/**
 * The exercise listing URL scheme of the spec:
 *   /exercises/{muscle}[/{equipment-slug}][/{page}]   and   /exercises/{joint}/recovery[/{page}]
 * The page number is omitted for page 1; 'featured' means no equipment.
 */
export type ListingRoute = { muscle: string; equipment: string | null; recovery: boolean; page: number };

export const RECOVERY_SEGMENT = "recovery";
export const FEATURED_SEGMENT = "featured";

const isPageNumber = (segment: string) => /^[1-9][0-9]{0,5}$/.test(segment);
const isSlug = (segment: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment);

/** Null when the segments do not form a listing URL. */
export function parseListingSegments(muscle: string, rest: readonly string[] = []): ListingRoute | null {
  if (!isSlug(muscle) || rest.length > 2) return null;
  const route: ListingRoute = { muscle, equipment: null, recovery: false, page: 1 };
  const [first, second] = rest;
  if (first === undefined) return route;
  if (isPageNumber(first)) return second === undefined ? { ...route, page: Number(first) } : null;
  if (!isSlug(first) || /^\d+$/.test(first)) return null;
  if (first === RECOVERY_SEGMENT) route.recovery = true;
  else if (first !== FEATURED_SEGMENT) route.equipment = first;
  if (second === undefined) return route;
  return isPageNumber(second) ? { ...route, page: Number(second) } : null;
}

export function listingPath(route: Partial<ListingRoute> & { muscle: string }): string {
  const segments = ["", "exercises", route.muscle];
  if (route.recovery) segments.push(RECOVERY_SEGMENT);
  else if (route.equipment) segments.push(route.equipment);
  if (route.page && route.page > 1) segments.push(String(route.page));
  return segments.join("/");
}

export function exercisePath(slug: string, gender: "male" | "female" = "male"): string {
  return gender === "female" ? `/exercise/${slug}?model=f` : `/exercise/${slug}`;
}

/** The muscle illustration of an exercise (cards, pages) or its PNG for og:image. */
/**
 * The exercise's demonstration: animated, one key pose when `pose` is given, or the working pose
 * framed for a list card (`"card"`).
 */
export function exerciseMotionPath(slug: string, gender: "male" | "female", pose?: number | "card"): string {
  const query = new URLSearchParams();
  if (gender === "female") query.set("model", "f");
  if (pose === "card") query.set("size", "card");
  else if (pose !== undefined) query.set("pose", String(pose));
  const search = query.size ? `?${query}` : "";
  return `/exercise-motion/${slug}.svg${search}`;
}

export function exerciseImagePath(slug: string, gender: "male" | "female", format: "svg" | "png" | "card"): string {
  const query = new URLSearchParams();
  if (gender === "female") query.set("model", "f");
  if (format === "card") query.set("size", "card");
  const search = query.size ? `?${query}` : "";
  return `/exercise-image/${slug}.${format === "png" ? "png" : "svg"}${search}`;
}
