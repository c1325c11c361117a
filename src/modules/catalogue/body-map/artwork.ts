import artwork from "../../../../data/bodymap/artwork.json";
import sprites from "../../../../data/bodymap/sprites.json";
import type { AdvancedMuscleId, JointId, SimpleMuscleId } from "../reference/muscles";
import type { MapGender, MapMode } from "./body-map-state";

export type Side = "front" | "back";
export type Clip = { x: number; y: number; width: number; height: number };
export type ArtworkShape = {
  simple: SimpleMuscleId;
  advanced: AdvancedMuscleId | null;
  d: string;
  clip?: Clip;
  /** Position in the view: the shape's id in the sprite is `s{index}`. */
  index: number;
};
export type ArtworkJoint = { joint: JointId; cx: number; cy: number; rx: number; ry: number };
export type ArtworkView = {
  viewBox: string;
  outline: string;
  body: string[];
  shapes: ArtworkShape[];
  joints: ArtworkJoint[];
};

type ViewName = `${MapGender}-${Side}`;

const views = Object.fromEntries(
  Object.entries(
    artwork as unknown as Record<ViewName, Omit<ArtworkView, "shapes"> & { shapes: Omit<ArtworkShape, "index">[] }>,
  ).map(([name, view]) => [name, { ...view, shapes: view.shapes.map((shape, index) => ({ ...shape, index })) }]),
) as Record<ViewName, ArtworkView>;

export function artworkView(gender: MapGender, side: Side): ArtworkView {
  return views[`${gender}-${side}`];
}

/** The cached sprite holding a view's path data (built by scripts/bodymap/build-artwork.ts). */
export function spriteUrl(gender: MapGender, side: Side): string {
  return (sprites as Record<ViewName, string>)[`${gender}-${side}`];
}

export const ALL_VIEWS = Object.keys(views) as ViewName[];

export type Region = { id: string; shapes: ArtworkShape[] };

/** The regions a mode shows, in drawing order; shapes without a muscle in that mode are inert. */
export function regionsOf(view: ArtworkView, mode: MapMode): { regions: Region[]; inert: ArtworkShape[] } {
  const regions = new Map<string, Region>();
  const inert: ArtworkShape[] = [];
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
