import layout from "../../../../data/bodymap/layout.json";
import type { AdvancedMuscleId, JointId, SimpleMuscleId } from "../reference/muscles";
import type { MapGender, MapMode } from "./body-map-state";

/**
 * The body map without its path data: which muscle each shape is, how split shapes are clipped, where
 * the joints are. Small enough for the browser; the paths stay in the sprite files (one per mode).
 */
export type Side = "front" | "back";
export type Clip = { x: number; y: number; width: number; height: number };
export type LayoutShape = {
  simple: SimpleMuscleId;
  advanced: AdvancedMuscleId | null;
  /** A split shape is drawn on its own, cut to this box; the others come in their region's group. */
  clip?: Clip;
  /** Position in the view: a split shape's id in the sprite is `s{index}`. */
  index: number;
};
export type LayoutJoint = { joint: JointId; cx: number; cy: number; rx: number; ry: number };
export type LayoutView = {
  viewBox: string;
  sprites: Record<MapMode, string>;
  shapes: LayoutShape[];
  joints: LayoutJoint[];
};

export type ViewName = `${MapGender}-${Side}`;

/** Numbers each view's shapes by position, as the sprites name them (`s{index}`). */
export function indexShapes<V extends { shapes: S[] }, S>(
  source: Record<ViewName, Omit<V, "shapes"> & { shapes: S[] }>,
): Record<ViewName, Omit<V, "shapes"> & { shapes: (S & { index: number })[] }> {
  return Object.fromEntries(
    Object.entries(source).map(([name, view]) => [
      name,
      { ...view, shapes: view.shapes.map((shape, index) => ({ ...shape, index })) },
    ]),
  ) as Record<ViewName, Omit<V, "shapes"> & { shapes: (S & { index: number })[] }>;
}

const views = indexShapes(
  layout as unknown as Record<ViewName, Omit<LayoutView, "shapes"> & { shapes: Omit<LayoutShape, "index">[] }>,
) as Record<ViewName, LayoutView>;

export function layoutView(gender: MapGender, side: Side): LayoutView {
  return views[`${gender}-${side}`];
}

type Muscled = { simple: string; advanced: string | null };
export type Region<S extends Muscled> = { id: string; shapes: S[] };

/** The regions a mode shows, in drawing order; shapes without a muscle in that mode are inert. */
export function regionsOf<S extends Muscled>(
  view: { shapes: S[] },
  mode: MapMode,
): { regions: Region<S>[]; inert: S[] } {
  const regions = new Map<string, Region<S>>();
  const inert: S[] = [];
  for (const shape of view.shapes) {
    const id = mode === "advanced" ? shape.advanced : mode === "simple" ? shape.simple : null;
    if (!id) {
      inert.push(shape);
      continue;
    }
    const region = regions.get(id);
    if (region) region.shapes.push(shape);
    else regions.set(id, { id, shapes: [shape] });
  }
  return { regions: [...regions.values()], inert };
}

export type BodySide = "left" | "right";
/** Joints this close to the middle of a figure (the spine) belong to neither side. */
const MIDLINE = 20;

/**
 * The figure's own side a joint is on, as anatomy names it: the front view faces the reader, so the
 * figure's left is on the reader's right; the back view shows it on the reader's left. Never mirrored,
 * whatever the text direction. Null on the midline.
 */
export function bodySideOf(view: Pick<LayoutView, "viewBox">, side: Side, cx: number): BodySide | null {
  const [x = 0, , width = 0] = view.viewBox.split(/\s+/).map(Number);
  const offset = cx - (x + width / 2);
  if (Math.abs(offset) < MIDLINE) return null;
  const onReadersLeft = offset < 0;
  return onReadersLeft === (side === "back") ? "left" : "right";
}

/** The key of a joint's name on one side in the figures' names (`knees:left`). */
export const sidedKey = (joint: string, bodySide: BodySide) => `${joint}:${bodySide}`;
