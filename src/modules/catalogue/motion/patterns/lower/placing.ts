import { deg, rad, wrap } from "../geometry";
import { FLOOR_Y, type Motion } from "../../motion-placing";
import { flatFoot } from "../../poses";
import type { Prop } from "../../props";
import { jointsAt, proportionsOf, standingHip, type LimbAngles, type Point, type Pose } from "../../rig";
import { handProps } from "../hands";
import type { MotionParams } from "../types";

/** Where the renderer stands a pose's hip when the pose does not place it (motion-placing.ts). */
export const HIP_X = 120;
export const MALE = proportionsOf("male");
export const FEMALE = proportionsOf("female");
// Reaches aim at the middle of the hand, where a held load is drawn.
export const UPPER_ARM = MALE.upperArm;
export const FOREARM = MALE.forearm + MALE.hand * 0.5;

export type Arm = Pick<LimbAngles, "shoulder" | "elbow">;
export type Leg = Pick<LimbAngles, "thigh" | "knee" | "ankle">;

/** A segment's world angle as rig.ts measures it: clockwise from straight down. */
export const angleOf = (v: Point) => deg(Math.atan2(-v.x, v.y));
export const toward = (angle: number, length: number): Point => ({
  x: -Math.sin(rad(angle)) * length,
  y: Math.cos(rad(angle)) * length,
});
export const plus = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const minus = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
/** Angles stay in one turn's window so the animation never spins a limb the long way round. */

/** Bisection for a root of `f` between `low` and `high`, where it changes sign. */
export function solve(f: (value: number) => number, low: number, high: number): number {
  let [a, b] = [low, high];
  const rising = f(b) > f(a);
  for (let step = 0; step < 40; step++) {
    const middle = (a + b) / 2;
    if (f(middle) > 0 === rising) b = middle;
    else a = middle;
  }
  return (a + b) / 2;
}

/** A two-segment limb reaching for a point: the line's direction, the root's turn off it, and the fold. */
function reach(target: Point, first: number, second: number) {
  const d = Math.min(first + second - 0.01, Math.max(Math.abs(first - second) + 0.01, Math.hypot(target.x, target.y)));
  const spread = deg(Math.acos((first ** 2 + d ** 2 - second ** 2) / (2 * first * d)));
  const inner = deg(Math.acos((first ** 2 + second ** 2 - d ** 2) / (2 * first * second)));
  return { line: angleOf(target), spread, fold: 180 - inner };
}

export const shoulderOf = (trunk: number) => toward(180 + trunk, MALE.torso);

/** A point on the torso: `forward` off its front, `down` from the shoulder toward the hip (from the hip). */
export function onTrunk(trunk: number, forward: number, down: number): Point {
  const t = rad(trunk);
  return plus(shoulderOf(trunk), {
    x: forward * Math.cos(t) - down * Math.sin(t),
    y: forward * Math.sin(t) + down * Math.cos(t),
  });
}

/**
 * The arm that puts the hand at `target` (from the hip). `bend` -1 folds the forearm back past the upper
 * arm: the side view of a hand on a bar behind the neck, where the real arm is out to the side.
 */
export function handAt(trunk: number, target: Point, bend: 1 | -1 = 1): Arm {
  const r = reach(minus(target, shoulderOf(trunk)), UPPER_ARM, FOREARM);
  const upper = r.line + bend * r.spread;
  return { shoulder: wrap(trunk - upper, -100), elbow: bend * r.fold };
}

/** Straight arms hanging plumb, whatever the torso's lean. */
export const plumb = (trunk: number, shoulder = 0): Arm => ({ shoulder: trunk - shoulder, elbow: 3 });
/** Straight arms at `angle` above hanging, in the world (90: reaching forward level). */
export const armsAt = (trunk: number, angle: number, elbow = 3): Arm => ({ shoulder: trunk + angle, elbow });

/** The leg that puts the ankle at `ankle` (from the hip) with the foot at world angle `foot` (-90 flat). */
export function legTo(ankle: Point, foot = -90): Leg {
  const r = reach(ankle, MALE.thigh, MALE.shin);
  const thigh = r.line - r.spread;
  return { thigh: wrap(-thigh, -100), knee: r.fold, ankle: wrap(foot + 90 - (thigh + r.fold), -180) };
}

/** The leg whose toes rest on `toe` (from the hip), the foot at world angle `foot`. */
export const legToToe = (toe: Point, foot: number): Leg => legTo(minus(toe, toward(foot, MALE.footFront)), foot);

/** A leg bent at hip and knee with the foot flat. */
export const bent = (thigh: number, knee: number): Leg => ({ thigh, knee, ankle: flatFoot(thigh, knee) });

/** A pose placed with each model's lowest foot on `surface` and its hip at `x`. */
export function grounded(p: Pose, x: number, surface = FLOOR_Y): Pose {
  const male = standingHip(p, MALE, x, surface).y;
  const female = standingHip(p, FEMALE, x, surface).y;
  const y = (male + female) / 2;
  return { ...p, hip: { x, y }, fit: { male: { x: 0, y: male - y }, female: { x: 0, y: female - y } } };
}

/** The male model's joints with the floor at y 0 and the hip at x 0, for fitting hands and props to a pose. */
export const measured = (p: Pose) => jointsAt(p, MALE, standingHip(p, MALE, 0, 0));

/** A world prop from corner points, as one closed or open outline. */
export const outline = (points: Point[][], fill = false): Prop => ({
  kind: "outline",
  fill,
  d: points
    .map((line) => line.map((pt, i) => `${i ? "L" : "M"}${pt.x.toFixed(1)} ${pt.y.toFixed(1)}`).join(""))
    .join(""),
});

/** A pad as a filled rectangle from `from` to `to`, `thickness` wide. */
export function pad(from: Point, to: Point, thickness: number): Prop {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const n = { x: (-(to.y - from.y) / length) * (thickness / 2), y: ((to.x - from.x) / length) * (thickness / 2) };
  return outline([[plus(from, n), plus(to, n), minus(to, n), minus(from, n), plus(from, n)]], true);
}

export const motion = (params: MotionParams, poses: Pose[], props: Prop[] = handProps(params)): Motion => ({
  seconds: params.tempo,
  props,
  poses,
});

/** How a standing leg exercise carries its load: a bar on the back, weights at the sides, a ball hugged. */
export function carried(params: MotionParams, trunk: number): Arm {
  switch (params.implement) {
    case "barbell":
    case "smith":
      return barOnBack(trunk);
    case "dumbbell":
    case "kettlebell":
      return plumb(trunk);
    case "plate":
    case "medicine-ball":
      return handAt(trunk, onTrunk(trunk, 17, 16));
    default:
      return handAt(trunk, onTrunk(trunk, 4, 44));
  }
}

/** High bar: on the traps just under the neck, elbows back and down. */
export const barOnBack = (trunk: number) => handAt(trunk, onTrunk(trunk, -9, -6), -1);
