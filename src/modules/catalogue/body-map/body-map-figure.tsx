"use client";

import clsx from "clsx";
import type { MapGender, MapMode } from "./body-map-state";
import { bodySideOf, layoutView, regionsOf, sidedKey, type LayoutShape, type Side } from "./layout";
import { SPRITE_ALL_SHAPES, SPRITE_BODY, SPRITE_OUTLINE, spriteGroupId } from "./sprite-groups";

export type Shade = "primary" | "secondary" | "tertiary";

type Props = {
  gender: MapGender;
  side: Side;
  mode: MapMode;
  /** Localized region names for accessible labels; paired joints also by side (`sidedKey`). */
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
  /** Prefix of the figure's clip path ids; give one when the same view may appear twice on a page. */
  clipPrefix?: string;
  className?: string;
};

/** A split shape, drawn on its own from the sprite and cut to its box by a clip path in the page. */
function SplitShape({ sprite, shape, clipId }: { sprite: string; shape: LayoutShape; clipId: string }) {
  return <use href={`${sprite}#s${shape.index}`} clipPath={`url(#${clipId})`} />;
}

/**
 * One side of the body as SVG (rendered on the server, hydrated from the small layout: the page's
 * payload carries this component's props, not its markup). Each region is a <g data-region="{muscle id}">
 * drawing its group of the view's cached sprite for the mode with one <use>, plus its split shapes
 * (ellipses for joints); shapes with no muscle in the current mode sit in data-region="body" and never
 * react. Anatomy is never mirrored, whatever the text direction.
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
  clipPrefix,
  className,
}: Props) {
  // One map of a view per page: a short prefix from the view keeps the markup small.
  const idPrefix = clipPrefix ?? `${gender[0]}${side[0]}${mode[0]}`;
  const view = layoutView(gender, side);
  const sprite = view.sprites[mode];
  const { regions: all, inert } = regionsOf(view, mode);
  const regions = only ? all.filter((region) => only.includes(region.id)) : all;
  const excluded = all.filter((region) => !regions.includes(region));
  const hasPlain = (shapes: LayoutShape[]) => shapes.some((shape) => !shape.clip);
  // The groups drawn as plain body: the mode's shapes without a muscle, and regions left out.
  const inertGroups =
    mode === "joints"
      ? [SPRITE_ALL_SHAPES]
      : [
          ...(hasPlain(inert) ? [spriteGroupId(mode, null)] : []),
          ...excluded.filter((region) => hasPlain(region.shapes)).map((region) => spriteGroupId(mode, region.id)),
        ];
  const inertSplit = [...inert, ...excluded.flatMap((region) => region.shapes)].filter((shape) => shape.clip);
  const clipId = (shape: LayoutShape) => `${idPrefix}-c${shape.index}`;
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
        {view.shapes.map((shape) =>
          shape.clip ? (
            <clipPath key={shape.index} id={clipId(shape)}>
              <rect x={shape.clip.x} y={shape.clip.y} width={shape.clip.width} height={shape.clip.height} />
            </clipPath>
          ) : null,
        )}
      </defs>
      <g data-region="body" className="bm-body">
        <use href={`${sprite}#${SPRITE_OUTLINE}`} className="bm-outline" />
        <use href={`${sprite}#${SPRITE_BODY}`} />
        {inertGroups.map((id) => (
          <use key={id} href={`${sprite}#${id}`} />
        ))}
        {inertSplit.map((shape) => (
          <SplitShape key={shape.index} sprite={sprite} shape={shape} clipId={clipId(shape)} />
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
            {hasPlain(region.shapes) && <use href={`${sprite}#${spriteGroupId(mode, region.id)}`} />}
            {region.shapes
              .filter((shape) => shape.clip)
              .map((shape) => (
                <SplitShape key={shape.index} sprite={sprite} shape={shape} clipId={clipId(shape)} />
              ))}
          </g>
        ))}
      {mode === "joints" &&
        view.joints.map((joint, index) => {
          const bodySide = bodySideOf(view, side, joint.cx);
          return (
            <g
              key={`${joint.joint}-${index}`}
              data-region={joint.joint}
              data-selected={joint.joint === selected ? "true" : undefined}
              className="bm-joint"
              {...regionProps(joint.joint)}
              // Paired joints are told apart by the figure's own side, e.g. "Left knee".
              aria-label={
                interactive
                  ? ((bodySide && names[sidedKey(joint.joint, bodySide)]) ?? names[joint.joint] ?? joint.joint)
                  : undefined
              }
              tabIndex={interactive ? (joint.joint === focusRegion && isFirst(view.joints, index) ? 0 : -1) : undefined}
            >
              <ellipse cx={joint.cx} cy={joint.cy} rx={joint.rx} ry={joint.ry} />
            </g>
          );
        })}
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
