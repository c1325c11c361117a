import type { MapMode } from "./body-map-state";

/** What the click rule needs to know about a clicked element. */
export type ShapeLike = { tagName: string; parentRegion: string | null | undefined };

/** Muscle shapes are drawn with <use> from the sprite, and each of them draws a path. */
export const drawnTag = (tagName: string) => (tagName.toLowerCase() === "use" ? "path" : tagName);

/**
 * Spec §5: a click acts only on a shape whose region (its parent's id) is longer than one character
 * and not 'body'; in joints mode only ellipses count, otherwise paths and circles.
 * Returns the region to select, or null.
 */
export function regionOfClick(shape: ShapeLike, mode: MapMode): string | null {
  const region = shape.parentRegion ?? "";
  if (region.length <= 1 || region === "body") return null;
  const tag = drawnTag(shape.tagName).toLowerCase();
  const accepted = mode === "joints" ? tag === "ellipse" : tag === "path" || tag === "circle";
  return accepted ? region : null;
}

/** Hover and focus prefetch only shapes whose region id is longer than one character. */
export const prefetchable = (region: string | null | undefined) => (region ?? "").length > 1;

/** Fatigue colours apply only as '#' plus six hex digits. */
export const isHexColour = (value: unknown): value is string =>
  typeof value === "string" && /^#[0-9a-fA-F]{6}$/.test(value);

/** Muscle colouring skips names shorter than three characters. */
export const colourable = (muscle: string | null | undefined) => (muscle ?? "").length >= 3;

export const CLICK_LOCK_MS = 5000;

/** After a click, further clicks are ignored for five seconds. */
export function createClickLock(now: () => number = () => Date.now(), lockMs = CLICK_LOCK_MS) {
  let lockedUntil = 0;
  return {
    tryAcquire(): boolean {
      const time = now();
      if (time < lockedUntil) return false;
      lockedUntil = time + lockMs;
      return true;
    },
    release() {
      lockedUntil = 0;
    },
  };
}
