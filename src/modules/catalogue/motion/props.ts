import { FIGURE_COLOURS } from "./figure-shapes";
import type { Proportions } from "./rig";

/** Equipment: in a hand (moving with it) or standing in the world. Sizes are in figure units. */
export type Prop =
  | { kind: "barbell" | "dumbbell" | "kettlebell" | "plate" | "ball" | "handle"; hand: "near" | "far" | "both" }
  | { kind: "bench"; hand?: undefined; x: number; y: number; length: number; angle: number }
  | { kind: "box"; hand?: undefined; x: number; y: number; width: number; height: number }
  | { kind: "bar"; hand?: undefined; x: number; y: number }
  | { kind: "mat"; hand?: undefined; x: number; width: number }
  /** Any standing equipment (a machine's frame, a bike, a rower, a sled) as a path in world units. */
  | { kind: "outline"; hand?: undefined; d: string; fill?: boolean }
  /** A cable or band from a fixed point to the near (or `follows`) hand's grip, or its ankle, following it (motion-svg.ts). */
  | {
      kind: "cable";
      hand?: undefined;
      from: { x: number; y: number };
      follows?: "near" | "far";
      joint?: "grip" | "ankle";
    }
  /** Front view: a barbell held across both hands, level between the grips wherever they go (motion-svg.ts). */
  | { kind: "barbell-across"; hand?: undefined }
  /** A ball under the near heel, rolling on the floor as the foot moves (motion-svg.ts). */
  | { kind: "rolling-ball"; hand?: undefined; radius: number }
  /** Front view: a machine's pad against each knee, on its inner or outer side (front-view.ts). */
  | { kind: "knee-pad"; hand?: undefined; side: "inner" | "outer" };

const f = (value: number) => Number(value.toFixed(1));

/** Markup in the hand's frame (the grip at the origin's hand circle) or the world's. */
export function propMarkup(prop: Prop, p: Proportions, view: "side" | "front" = "side"): string {
  const grip = p.hand * 0.45;
  switch (prop.kind) {
    case "barbell":
      // Seen from the side a barbell is its plate, a solid disc behind the hand.
      return `<circle cy="${f(grip)}" r="17" fill="${FIGURE_COLOURS.propLight}" stroke="${FIGURE_COLOURS.prop}" stroke-width="3"/><circle cy="${f(grip)}" r="3" fill="${FIGURE_COLOURS.prop}"/>`;
    case "plate":
      return `<circle cy="${f(grip)}" r="12" fill="none" stroke="${FIGURE_COLOURS.prop}" stroke-width="4"/>`;
    case "dumbbell":
      // From the front a dumbbell held palm down or in is seen end on.
      if (view === "front")
        return `<rect x="-5.5" y="${f(grip - 5.5)}" width="11" height="11" rx="3.5" fill="${FIGURE_COLOURS.prop}"/>`;
      return `<rect x="-7" y="${f(grip - 4)}" width="14" height="8" rx="3" fill="${FIGURE_COLOURS.prop}"/>`;
    case "kettlebell":
      return `<circle cy="${f(grip + 9)}" r="7.5" fill="${FIGURE_COLOURS.prop}"/><path d="M-4 ${f(grip + 3)}V${f(grip - 1)}H4V${f(grip + 3)}" fill="none" stroke="${FIGURE_COLOURS.prop}" stroke-width="2"/>`;
    case "ball":
      return `<circle cy="${f(grip)}" r="11" fill="${FIGURE_COLOURS.propLight}" stroke="${FIGURE_COLOURS.prop}" stroke-width="1.5"/>`;
    case "handle":
      return `<rect x="-5" y="${f(grip - 2)}" width="10" height="4" rx="2" fill="${FIGURE_COLOURS.prop}"/>`;
    case "bench":
      return `<g transform="translate(${prop.x} ${prop.y}) rotate(${prop.angle})"><rect x="${-prop.length / 2}" y="-5" width="${prop.length}" height="7" rx="2.5" fill="${FIGURE_COLOURS.propLight}"/></g><path d="M${prop.x - prop.length * 0.35} ${prop.y + 2}V222M${prop.x + prop.length * 0.35} ${prop.y + 2}V222" stroke="${FIGURE_COLOURS.prop}" stroke-width="3"/>`;
    case "box":
      return `<rect x="${prop.x}" y="${prop.y}" width="${prop.width}" height="${prop.height}" rx="2" fill="${FIGURE_COLOURS.propLight}" stroke="${FIGURE_COLOURS.prop}" stroke-width="1.2"/>`;
    case "bar":
      return `<line x1="${prop.x - 30}" y1="${prop.y}" x2="${prop.x + 30}" y2="${prop.y}" stroke="${FIGURE_COLOURS.prop}" stroke-width="3.5" stroke-linecap="round"/>`;
    case "outline":
      return `<path d="${prop.d}" fill="${prop.fill ? FIGURE_COLOURS.propLight : "none"}" stroke="${FIGURE_COLOURS.prop}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"/>`;
    case "cable":
    case "barbell-across":
    case "knee-pad":
    case "rolling-ball":
      return "";
    case "mat":
      return `<rect x="${prop.x}" y="219" width="${prop.width}" height="3" rx="1.5" fill="${FIGURE_COLOURS.propLight}"/>`;
  }
}

/** The barbell across the hands, in its own frame: the middle of the grips at the origin, level. */
export const BARBELL_ACROSS = `<path d="M-62 0H62" stroke="${FIGURE_COLOURS.prop}" stroke-width="3" stroke-linecap="round"/><rect x="-56" y="-17" width="8" height="34" rx="2.5" fill="${FIGURE_COLOURS.prop}"/><rect x="48" y="-17" width="8" height="34" rx="2.5" fill="${FIGURE_COLOURS.prop}"/>`;

/** A stability ball in its own frame, its centre at the origin. */
export const rollingBall = (radius: number) =>
  `<circle r="${radius}" fill="${FIGURE_COLOURS.propLight}" stroke="${FIGURE_COLOURS.prop}" stroke-width="1.5"/>`;
