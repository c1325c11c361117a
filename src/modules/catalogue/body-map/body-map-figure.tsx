"use client";

import clsx from "clsx";
import type { MapGender, MapMode } from "./body-map-state";
import { layoutView, regionsOf, type Side } from "./layout";
import { SPRITE_ALL_SHAPES, SPRITE_BODY, SPRITE_OUTLINE, spriteGroupId } from "./sprite-groups";

export type Shade = "primary" | "secondary" | "tertiary";

type Props = {
  gender: MapGender;
  side: Side;
  mode: MapMode;
  /** Localized region names for accessible labels. */
  names: Record<string, string>;
  label: string;
  selected?: string | null;
  /** Muscles shaded by how much an exercise works them (illustrations, mini maps). */
  shades?: Record<string, Shade>;
  /** Interactive figures make each region a focusable button; the one with tabIndex 0 is `focusRegion`. */
  interactive?: boolean;
  focusRegion?: string | null;
  /** Draw only these regions as muscles; the rest stays body (the workouts-card mini map). */
  only?: readonly string[];
  /** Joints marked with a small hotspot outside joints mode. */
  markers?: readonly string[];
  className?: string;
};

/**
 * One side of the body as SVG (rendered on the server, hydrated from the small layout: the page's
 * payload carries this component's props, not its markup). Each region is a <g data-region="{muscle id}">
 * drawing its group of the view's cached sprite with one <use> (ellipses for joints); shapes with no
 * muscle in the current mode sit in data-region="body" and never react. Anatomy is never mirrored,
 * whatever the text direction.
 */
export function BodyMapFigure({
  gender,
  side,
  mode,
  names,
  label,
  selected = null,
  shades = {},
  interactive = false,
  focusRegion = null,
  only,
  markers = [],
  className,
}: Props) {
  const view = layoutView(gender, side);
  const groupHref = (id: string) => `${view.sprite}#${id}`;
  const { regions: all, inert } = regionsOf(view, mode);
  const regions = only ? all.filter((region) => only.includes(region.id)) : all;
  const inertGroups =
    mode === "joints"
      ? [SPRITE_ALL_SHAPES]
      : [
          ...(inert.length > 0 ? [spriteGroupId(mode, null)] : []),
          ...all.filter((region) => !regions.includes(region)).map((region) => spriteGroupId(mode, region.id)),
        ];
  const regionProps = (id: string) =>
    interactive
      ? {
          role: "button",
          tabIndex: id === focusRegion ? 0 : -1,
          "aria-label": names[id] ?? id,
          "aria-pressed": id === selected,
        }
      : {};

  return (
    <svg
      viewBox={view.viewBox}
      className={clsx("body-map-figure", className)}
      data-side={side}
      data-mode={mode}
      role={interactive ? "group" : "img"}
      aria-label={label}
      direction="ltr"
    >
      <g data-region="body" className="bm-body">
        <use href={groupHref(SPRITE_OUTLINE)} className="bm-outline" />
        <use href={groupHref(SPRITE_BODY)} />
        {inertGroups.map((id) => (
          <use key={id} href={groupHref(id)} />
        ))}
      </g>
      {mode !== "joints" &&
        regions.map((region) => (
          <g
            key={region.id}
            data-region={region.id}
            data-selected={region.id === selected ? "true" : undefined}
            data-shade={shades[region.id]}
            className="bm-region"
            {...regionProps(region.id)}
          >
            <use href={groupHref(spriteGroupId(mode, region.id))} />
          </g>
        ))}
      {mode === "joints" &&
        view.joints.map((joint, index) => (
          <g
            key={`${joint.joint}-${index}`}
            data-region={joint.joint}
            data-selected={joint.joint === selected ? "true" : undefined}
            className="bm-joint"
            {...regionProps(joint.joint)}
            tabIndex={interactive ? (joint.joint === focusRegion && isFirst(view.joints, index) ? 0 : -1) : undefined}
          >
            <ellipse cx={joint.cx} cy={joint.cy} rx={joint.rx} ry={joint.ry} />
          </g>
        ))}
      {mode !== "joints" &&
        view.joints
          .filter((joint) => markers.includes(joint.joint))
          .map((joint, index) => (
            <g key={`marker-${index}`} data-region="body" className="bm-marker">
              <ellipse cx={joint.cx} cy={joint.cy} rx={joint.rx * 0.7} ry={joint.ry * 0.7} />
            </g>
          ))}
    </svg>
  );
}

/** Paired joints draw twice; only the first of a kind may carry the roving tab stop. */
function isFirst(joints: { joint: string }[], index: number) {
  return joints.findIndex((item) => item.joint === joints[index]?.joint) === index;
}
