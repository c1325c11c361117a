import type { MuscleTier } from "../dto";
import { artworkView, type ArtworkShape } from "./artwork";
import type { MapGender } from "./body-map-state";

/** Standalone colours: the image is used outside our CSS (og:image, <img>). */
const COLOURS = {
  body: "#e6e8ec",
  outline: "#c9cdd4",
  muscle: "#b3b9c3",
  primary: "#e4572e",
  secondary: "#f29c80",
  tertiary: "#f9d0c2",
} as const;

export type TieredMuscles = Record<MuscleTier, string[]>;

function shadeOf(tiers: TieredMuscles): Map<string, MuscleTier> {
  const shades = new Map<string, MuscleTier>();
  for (const tier of ["tertiary", "secondary", "primary"] as const) for (const id of tiers[tier]) shades.set(id, tier);
  return shades;
}

function viewBoxOf(viewBox: string) {
  const [x = 0, y = 0, width = 0, height = 0] = viewBox.split(/\s+/).map(Number);
  return { x, y, width, height };
}

const NUMBER = /-?(?:\d+\.?\d*|\.\d+)/g;

/**
 * Path data in whole artwork units. The artwork is drawn on a 724 × 1448 grid and shown a few hundred
 * pixels tall, so a unit is a fraction of a pixel: tenths add a third to the file and nothing to the eye.
 * Numbers written back to back ("1.5.5") get a space when rounding would join them.
 */
export function wholeUnitPaths(svg: string): string {
  return svg.replace(/ d="([^"]*)"/g, (_, data: string) => {
    const rounded = data.replace(NUMBER, (number, offset: number, whole: string) => {
      const value = Math.round(Number(number));
      const text = Object.is(value, -0) ? "0" : String(value);
      const previous = whole[offset - 1];
      return previous && /[\d.]/.test(previous) && !text.startsWith("-") ? ` ${text}` : text;
    });
    return ` d="${rounded}"`;
  });
}

function pathMarkup(shape: ArtworkShape, fill: string, stroke: string, clipId: string | null) {
  const clip = clipId ? ` clip-path="url(#${clipId})"` : "";
  return `<path d="${shape.d}" fill="${fill}" stroke="${stroke}" stroke-width="1.5"${clip}/>`;
}

/**
 * The exercise illustration: front and back of the chosen model, side by side, with the advanced
 * muscles an exercise works shaded in three intensities (simple muscles where no finer split exists).
 */
export function exerciseIllustrationSvg(
  gender: MapGender,
  advanced: TieredMuscles,
  simple: TieredMuscles,
  options: { width: number; height: number; background?: string; sides?: "both" | "main" },
): string {
  const advancedShades = shadeOf(advanced);
  const simpleShades = shadeOf(simple);
  const tierOf = (shape: ArtworkShape) =>
    (shape.advanced && advancedShades.get(shape.advanced)) ??
    (!shape.advanced ? simpleShades.get(shape.simple) : undefined);
  const both = (["front", "back"] as const).map((side) => artworkView(gender, side));
  // A small card shows one figure: the side where the exercise's main muscles are.
  const primaryCount = (view: (typeof both)[number]) =>
    view.shapes.filter((shape) => tierOf(shape) === "primary").length;
  const [front, back] = both as [(typeof both)[number], (typeof both)[number]];
  const views = options.sides === "main" ? [primaryCount(back) > primaryCount(front) ? back : front] : both;
  const boxes = views.map((view) => viewBoxOf(view.viewBox));
  const figureHeight = options.height * 0.92;
  const scales = boxes.map((box) => figureHeight / box.height);
  const widths = boxes.map((box, index) => box.width * (scales[index] ?? 1));
  const gap = options.width * 0.02;
  let x = (options.width - widths.reduce((sum, width) => sum + width, 0) - gap * (widths.length - 1)) / 2;
  const y = (options.height - figureHeight) / 2;

  const parts: string[] = [];
  views.forEach((view, index) => {
    const box = boxes[index];
    const width = widths[index] ?? 0;
    if (!box) return;
    const prefix = `v${index}`;
    const clips: string[] = [];
    const clipIds = new Map<ArtworkShape, string>();
    view.shapes.forEach((shape, shapeIndex) => {
      if (!shape.clip) return;
      const id = `${prefix}c${shapeIndex}`;
      clipIds.set(shape, id);
      const c = shape.clip;
      clips.push(
        `<clipPath id="${id}"><rect x="${c.x}" y="${c.y}" width="${c.width}" height="${c.height}"/></clipPath>`,
      );
    });
    const shapes = view.shapes.map((shape) => {
      const tier = tierOf(shape);
      return pathMarkup(shape, tier ? COLOURS[tier] : COLOURS.muscle, COLOURS.body, clipIds.get(shape) ?? null);
    });
    const body = [view.outline, ...view.body].map(
      (d) => `<path d="${d}" fill="${COLOURS.body}" stroke="${COLOURS.outline}" stroke-width="1.5"/>`,
    );
    parts.push(
      `<svg x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${width.toFixed(1)}" height="${figureHeight.toFixed(1)}" viewBox="${view.viewBox}"><defs>${clips.join("")}</defs>${body.join("")}${shapes.join("")}</svg>`,
    );
    x += width + gap;
  });
  const background = options.background ? `<rect width="100%" height="100%" fill="${options.background}"/>` : "";
  return wholeUnitPaths(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.height}" viewBox="0 0 ${options.width} ${options.height}">${background}${parts.join("")}</svg>`,
  );
}

/** Regions of the workouts-card mini map (front only). */
export const MINI_MAP_REGIONS = [
  "calves",
  "quads",
  "abdominals",
  "obliques",
  "hands",
  "forearms",
  "biceps",
  "front-shoulders",
  "chest",
  "traps",
] as const;
