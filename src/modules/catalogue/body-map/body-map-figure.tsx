"use client";

import clsx from "clsx";
import type { MapGender, MapMode } from "./body-map-state";
import { layoutView, regionsOf, type LayoutShape, type Side } from "./layout";

export type Shade = "primary" | "secondary" | "tertiary";

type Props = {
  gender: MapGender;
  side: Side;
  mode: MapMode;
  /** Unique per figure on a page: clip path ids derive from it. */
  idPrefix: string;
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

/** A muscle shape drawn from the view's sprite (a <use> always draws a path). */
function ShapeUse({ sprite, shape, clipId }: { sprite: string; shape: LayoutShape; clipId: string | null }) {
  return <use href={`${sprite}#s${shape.index}`} clipPath={clipId ? `url(#${clipId})` : undefined} />;
}

/**
 * One side of the body as SVG (rendered on the server, hydrated from the small layout: the page's
 * payload carries this component's props, not its markup). Each region is a <g data-region="{muscle id}">
 * holding its shapes (paths drawn through <use> from the view's cached sprite; ellipses for joints);
 * shapes with no muscle in the current mode sit in data-region="body" and never react. Anatomy is
 * never mirrored, whatever the text direction.
 */
export function BodyMapFigure({
  gender,
  side,
  mode,
  idPrefix,
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
  const sprite = view.sprite;
  const all = regionsOf(view, mode);
  const regions = only ? all.regions.filter((region) => only.includes(region.id)) : all.regions;
  const inert = only
    ? [...all.inert, ...all.regions.filter((region) => !only.includes(region.id)).flatMap((region) => region.shapes)]
    : all.inert;
  const clipIds = new Map<LayoutShape, string>();
  view.shapes.forEach((shape, index) => {
    if (shape.clip) clipIds.set(shape, `${idPrefix}-clip-${index}`);
  });
  const clipOf = (shape: LayoutShape) => clipIds.get(shape) ?? null;
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
      <defs>
        {view.shapes.map((shape) => {
          const id = clipOf(shape);
          return id && shape.clip ? (
            <clipPath key={id} id={id}>
              <rect x={shape.clip.x} y={shape.clip.y} width={shape.clip.width} height={shape.clip.height} />
            </clipPath>
          ) : null;
        })}
      </defs>
      <g data-region="body" className="bm-body">
        <use href={`${sprite}#outline`} className="bm-outline" />
        {Array.from({ length: view.bodyCount }, (_, index) => (
          <use key={index} href={`${sprite}#b${index}`} />
        ))}
        {inert.map((shape) => (
          <ShapeUse key={`inert-${shape.index}`} sprite={sprite} shape={shape} clipId={clipOf(shape)} />
        ))}
      </g>
      {regions.map((region) => (
        <g
          key={region.id}
          data-region={region.id}
          data-selected={region.id === selected ? "true" : undefined}
          data-shade={shades[region.id]}
          className={clsx("bm-region", mode === "joints" && "bm-passive")}
          {...(mode === "joints" ? {} : regionProps(region.id))}
        >
          {region.shapes.map((shape) => (
            <ShapeUse key={shape.index} sprite={sprite} shape={shape} clipId={clipOf(shape)} />
          ))}
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
