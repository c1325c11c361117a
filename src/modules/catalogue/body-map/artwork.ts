/** The full artwork with path data, for images rendered on the server (illustrations, og:image). */
import artwork from "../../../../data/bodymap/artwork.json";
import type { MapGender } from "./body-map-state";
import { indexShapes, type LayoutJoint, type LayoutShape, type Side, type ViewName } from "./layout";

export type ArtworkShape = LayoutShape & { d: string };
export type ArtworkView = {
  viewBox: string;
  outline: string;
  body: string[];
  shapes: ArtworkShape[];
  joints: LayoutJoint[];
};

const views = indexShapes(
  artwork as unknown as Record<ViewName, Omit<ArtworkView, "shapes"> & { shapes: Omit<ArtworkShape, "index">[] }>,
) as Record<ViewName, ArtworkView>;

export function artworkView(gender: MapGender, side: Side): ArtworkView {
  return views[`${gender}-${side}`];
}

export const ALL_VIEWS = Object.keys(views) as ViewName[];

export { regionsOf } from "./layout";
