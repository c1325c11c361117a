import { FLOOR_Y, hipOf, type Motion } from "../motion-placing";
import type { Prop } from "../props";
import { jointsAt, proportionsOf, type Point } from "../rig";
import type { MotionParams } from "./types";
import type { PatternName } from "./vocabulary";

/** Leg and hip work, presses, shrugs and flyes: the cable or band rises from the floor under the lowest hand. */
const FROM_THE_FLOOR: readonly PatternName[] = [
  "squat",
  "hinge",
  "lunge",
  "calf-raise",
  "bridge",
  "horizontal-push",
  "shrug",
  "fly",
];
/** Upper-body work: the line pulls the hand back the way it came, so it starts past the first pose. */
const ALONG_THE_PULL: readonly PatternName[] = [
  "extension",
  "curl",
  "raise",
  "shrug",
  "crunch",
  "rotation",
  "vertical-push",
  "horizontal-pull",
  "leg-machine",
];
/** Leg machines done on a cable or band pull at the ankle instead of the hand. */
const AT_THE_ANKLE: readonly PatternName[] = ["leg-machine"];
/** How far past the starting hand the pulley sits, at most. */
const REACH = 70;

const wheel = (centre: Point, r = 3.5) =>
  `M${(centre.x - r).toFixed(1)} ${centre.y.toFixed(1)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** A cable from a pulley at `from` (drawn as its wheel) to a hand's grip or an ankle. */
export const pulley = (from: Point, follows: "near" | "far" = "near", joint: "grip" | "ankle" = "grip"): Prop[] => [
  { kind: "cable", from, follows, joint },
  { kind: "outline", d: wheel(from), fill: true },
];

/**
 * Cable and band work whose pattern draws only the handle in the hand: a line from a pulley (or a band
 * from its anchor) to the working hand (or ankle), so the picture says what resists the movement.
 */
export function withPulley(motion: Motion, params: MotionParams & { pattern: PatternName }): Motion {
  if (params.implement !== "cable" && params.implement !== "band") return motion;
  if (motion.props.some((prop) => prop.kind === "cable") || motion.poses.length < 2) return motion;
  if (params.pattern === "fly" && params.variant === "reverse") return motion;
  const p = proportionsOf("male");
  const joint = AT_THE_ANKLE.includes(params.pattern) ? "ankle" : "grip";
  const grips = motion.poses.map((pose) => jointsAt(pose, p, hipOf(pose, "male", motion)).near[joint]);
  const [start, end] = grips;
  let anchor: Point | null = null;
  if (FROM_THE_FLOOR.includes(params.pattern)) {
    const lowest = grips.reduce((low, grip) => (grip.y > low.y ? grip : low));
    anchor = { x: lowest.x, y: FLOOR_Y - 3 };
  } else if (ALONG_THE_PULL.includes(params.pattern)) {
    const away = { x: start!.x - end!.x, y: start!.y - end!.y };
    const length = Math.hypot(away.x, away.y);
    if (length < 5) return motion;
    const down = away.y / length;
    const reach = down > 0 ? Math.min(REACH, (FLOOR_Y - 3 - start!.y) / down) : REACH;
    anchor = { x: start!.x + (away.x / length) * reach, y: start!.y + down * reach };
  }
  if (!anchor) return motion;
  const line: Prop[] =
    params.implement === "cable" ? pulley(anchor, "near", joint) : [{ kind: "cable", from: anchor, joint }];
  return { ...motion, props: [...motion.props, ...line] };
}
