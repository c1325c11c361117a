import type { MapMode } from "./body-map-state";

/**
 * Ids of the groups in the sprites (one per view and mode, cached for a year), so a page draws a
 * whole region with one <use> instead of one per shape. Split shapes are not grouped: the page draws
 * each as `#s{index}` with its own clip path.
 */
export const SPRITE_OUTLINE = "outline";
export const SPRITE_BODY = "body";
/** Every muscle shape, drawn as plain body in joints mode. */
export const SPRITE_ALL_SHAPES = "all";

/** The group of a region's shapes in a mode; `null` is the group of shapes without a muscle in it. */
export function spriteGroupId(mode: Exclude<MapMode, "joints">, region: string | null): string {
  return `${mode === "advanced" ? "A" : "S"}-${region ?? "none"}`;
}
