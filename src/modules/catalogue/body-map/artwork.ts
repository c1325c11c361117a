/** The full artwork with path data, for images rendered on the server (illustrations, og:image). */
import artwork from "../../../../data/bodymap/artwork.json";
import type { AdvancedMuscleId, JointId, SimpleMuscleId } from "../reference/muscles";
import type { MapGender } from "./body-map-state";

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

export const ALL_VIEWS = Object.keys(views) as ViewName[];

export { regionsOf } from "./layout";
