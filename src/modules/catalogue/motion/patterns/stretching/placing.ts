import { along, deg, wrap } from "../geometry";
import { FLOOR_Y } from "../../motion-placing";
import { flatFoot } from "../../poses";
import type { Prop } from "../../props";
import {
  jointsAt,
  proportionsOf,
  standingHip,
  type LimbAngles,
  type Point,
  type Pose,
  type Proportions,
} from "../../rig";
import type { MotionParams } from "../types";

export type Side = "near" | "far";

/**
 * Floor work needs hands, knees and feet placed on the floor, but a pattern does not know which model
 * will wear it: placing limbs on a figure halfway between the two keeps both within a unit or two.
 */
export const AVERAGE: Proportions = (() => {
  const male = proportionsOf("male");
  const female = proportionsOf("female");
  const mix = <T extends Record<string, number>>(a: T, b: T) =>
    Object.fromEntries(Object.keys(a).map((key) => [key, (a[key]! + b[key]!) / 2])) as T;
  const { width: maleWidth, ...maleLengths } = male;
  const { width: femaleWidth, ...femaleLengths } = female;
  return { ...mix(maleLengths, femaleLengths), width: mix(maleWidth, femaleWidth) };
})();

const HIP_X = 120;
/** Where a flat foot's ankle, a kneeling knee and a planted hand's grip sit above the floor. */
export const ANKLE_Y = FLOOR_Y - 2.5;
export const KNEE_Y = FLOOR_Y - 5.5;
export const HAND_Y = FLOOR_Y - 4;
export const GRIP = AVERAGE.forearm + AVERAGE.hand * 0.55;

/** The world angle (the rig's: clockwise from straight down) of the line from `from` to `to`. */
const heading = (from: Point, to: Point) => deg(Math.atan2(-(to.x - from.x), to.y - from.y));

export const at = (p: Pose) => jointsAt(p, AVERAGE, p.hip ?? standingHip(p, AVERAGE, HIP_X, FLOOR_Y));

/**
 * A two-segment limb from `root` reaching `target`, bent the way its joint bends (`flexion` ≥ 0); where
 * both bends are possible, the middle joint goes high (an elbow pointing up off the floor) or low.
 */
function chain(
  root: Point,
  target: Point,
  upper: number,
  lower: number,
  flexion: (u: number, l: number) => number,
  high = false,
) {
  const distance = Math.hypot(target.x - root.x, target.y - root.y);
  const d = Math.min(Math.max(distance, Math.abs(upper - lower) + 0.5), upper + lower - 0.01);
  const spread = deg(Math.acos((upper * upper + d * d - lower * lower) / (2 * upper * d)));
  const base = heading(root, target);
  const options = [1, -1]
    .map((sign) => {
      const u = base + sign * spread;
      const joint = along(root, u, upper);
      return { upper: u, bend: wrap(flexion(u, heading(joint, target))), height: joint.y };
    })
    .filter((option) => option.bend >= 0);
  if (high) options.sort((a, b) => a.height - b.height);
  return options[0] ?? { upper: base, bend: 0 };
}

const withLimb = (p: Pose, side: Side, limb: Partial<LimbAngles>): Pose => ({ ...p, [side]: { ...p[side], ...limb } });

/** The world lean of the torso's upper half, where the arms hang from (rig.ts `chest`). */
const upperTrunk = (p: Pose) => p.trunk + (p.chest ?? 0);

/** The hand's grip put on `target` (world units). */
export function reach(p: Pose, side: Side, target: Point, elbowHigh = false): Pose {
  const { upper, bend } = chain(at(p).shoulder, target, AVERAGE.upperArm, GRIP, (u, l) => u - l, elbowHigh);
  return withLimb(p, side, { shoulder: wrap(upperTrunk(p) - upper, -120), elbow: bend });
}

/** The elbow put on `elbow` with the forearm at world angle `forearm` (-90: flat along the floor, forward). */
export function restForearm(p: Pose, side: Side, elbow: Point, forearm = -90): Pose {
  const upper = heading(at(p).shoulder, elbow);
  return withLimb(p, side, { shoulder: wrap(upperTrunk(p) - upper, -120), elbow: wrap(upper - forearm) });
}

/** The ankle put on `ankle`; the foot flat on the floor unless an ankle angle is given. */
export function plant(p: Pose, side: Side, ankle: Point, footAngle?: number): Pose {
  const hip = at(p).hip;
  const { upper, bend } = chain(hip, ankle, AVERAGE.thigh, AVERAGE.shin, (u, l) => l - u);
  const thigh = wrap(-upper, -150);
  return withLimb(p, side, { thigh, knee: bend, ankle: footAngle ?? flatFoot(thigh, bend) });
}

/** A leg kneeling behind the hip: knee on the floor, shin and the top of the foot flat behind it. */
export function kneeling(hipY: number): Partial<LimbAngles> {
  const thigh = -deg(Math.acos(Math.min(1, Math.max(-1, (KNEE_Y - hipY) / AVERAGE.thigh))));
  return { thigh, knee: 90 + thigh, ankle: 88 };
}

/** Where a hip sits with a leg's ankle at `ankle`, the shin and thigh at these world angles. */
export const hipAbove = (ankle: Point, shin: number, thigh: number): Point =>
  along(along(ankle, shin + 180, AVERAGE.shin), thigh + 180, AVERAGE.thigh);

/** Standing hip height over feet `apart` units from under it, with the knees a touch soft. */
export const standingY = (apart = 0) => ANKLE_Y - Math.sqrt((AVERAGE.thigh + AVERAGE.shin - 1.5) ** 2 - apart ** 2);

export const mat = (x = 20, width = 200): Prop => ({ kind: "mat", x, width });
/** A wall, doorframe or post: a narrow upright panel whose near face is at `x`. */
export const wall = (x: number, top = 50, facing: "left" | "right" = "left"): Prop => {
  const back = facing === "left" ? x + 7 : x - 7;
  return { kind: "outline", d: `M${x} ${FLOOR_Y}V${top}H${back}V${FLOOR_Y}Z`, fill: true };
};

const ROLLER_R = 14;
export const ROLLER_TOP = FLOOR_Y - 2 * ROLLER_R;
export const roller = (x: number): Prop => ({
  kind: "outline",
  d:
    `M${x - ROLLER_R} ${FLOOR_Y - ROLLER_R}a${ROLLER_R} ${ROLLER_R} 0 1 0 ${2 * ROLLER_R} 0a${ROLLER_R} ${ROLLER_R} 0 1 0 ${-2 * ROLLER_R} 0Z` +
    `M${x - 4} ${FLOOR_Y - ROLLER_R}a4 4 0 1 0 8 0a4 4 0 1 0 -8 0Z`,
  fill: true,
});

/** A stretch eases in and holds, so it never runs faster than four seconds. */
export const holdSeconds = (params: MotionParams) => Math.max(params.tempo, 4);

export type Stretch = (params: MotionParams) => { poses: [Pose, Pose]; props: Prop[] };

export const seatedY = FLOOR_Y - 10;
export const longSitLegs = { thigh: 87, knee: 0, ankle: 0 };
