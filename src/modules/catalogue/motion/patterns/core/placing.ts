import { along, deg, rad, wrap } from "../geometry";
import { FLOOR_Y, type Motion } from "../../motion-placing";
import type { Prop } from "../../props";
import {
  jointsAt,
  proportionsOf,
  standingHip,
  type Joints,
  type LimbAngles,
  type MotionModel,
  type Point,
  type Pose,
} from "../../rig";
import { MODELS, anchored, placed } from "../fit";
import { handProps } from "../hands";
import type { MotionParams } from "../types";

// ---------------------------------------------------------------------------------------------------
// Placing the figure, model by model where the body meets the floor, a bar or a machine (fit.ts).

export type Side = "near" | "far";
export type Limbs = { near?: Partial<LimbAngles>; far?: Partial<LimbAngles> };

const CENTRE = 120;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
export { anchored };
export const other = (side: Side): Side => (side === "near" ? "far" : "near");

/**
 * Joints as the renderer will place them. A standing pose after `first` (the movement's first standing
 * pose) keeps its planted feet where `first` had them, as motion-placing.ts does.
 */
function jointsOf(spec: Pose, model: MotionModel, hip?: Point, first?: Pose): Joints {
  const body = proportionsOf(model);
  if (hip) return jointsAt(spec, body, hip);
  if (spec.hip) return jointsAt(spec, body, fitted(spec.hip, spec.fit?.[model]));
  let x = CENTRE;
  if (first) {
    const ankles = (of: Pose) => jointsAt(of, body, { x: 0, y: 0 });
    const before = ankles(first);
    const own = ankles(spec);
    const lowest = Math.max(own.near.ankle.y, own.far.ankle.y);
    const planted = (["near", "far"] as const).filter((side) => own[side].ankle.y >= lowest - 3);
    x += mean(planted.map((side) => before[side].ankle.x - own[side].ankle.x));
  }
  return jointsAt(spec, body, standingHip(spec, body, x, FLOOR_Y));
}

/** Where a point of the figure falls, averaged over both models. */
export function meanPoint(spec: Pose, pick: (joints: Joints) => Point, first?: Pose): Point {
  const points = MODELS.map((model) => pick(jointsOf(spec, model, undefined, first)));
  return { x: mean(points.map((point) => point.x)), y: mean(points.map((point) => point.y)) };
}

/** The lowest point of a body part's surface, for resting it on the floor. */
export type Surface = (joints: Joints) => number;
export const hands: (side: Side) => Surface = (side) => (j) => j[side].grip.y + 4;
export const forearm: (side: Side) => Surface = (side) => (j) => Math.max(j[side].elbow.y, j[side].wrist.y) + 4.5;
export const knee: (side: Side) => Surface = (side) => (j) => j[side].knee.y + 6;
export const toes: (side: Side) => Surface = (side) => (j) => j[side].toe.y + 1.5;
export const sole: (side: Side) => Surface = (side) => (j) =>
  Math.max(j[side].toe.y, j[side].heel.y, j[side].ankle.y + 2.5);
export const seat: Surface = (j) => j.hip.y + 11;
export const shoulders: Surface = (j) => j.shoulder.y + 13;
export const chest: Surface = (j) => j.shoulder.y + 13;

const fitted = (hip: Point, fit: Point | undefined): Point => (fit ? { x: hip.x + fit.x, y: hip.y + fit.y } : hip);

/** The pose with its hip at `x` and as low as the floor lets the given parts go. */
export function onFloor(spec: Pose, x: number, surfaces: Surface[]): Pose {
  return placed(
    spec,
    MODELS.map((model) => {
      const joints = jointsOf(spec, model, { x, y: 0 });
      return { x, y: FLOOR_Y - Math.max(...surfaces.map((surface) => surface(joints))) };
    }),
  );
}

/**
 * A standing pose placed at the centre, `lift` above the floor (the flight of a sprint). Gaits that
 * alternate the legs use it: the renderer keeps planted feet still, which would slide a figure that
 * runs in place.
 */
export function stand(spec: Pose, lift = 0): Pose {
  return placed(
    spec,
    MODELS.map((model) => ({ x: CENTRE, y: standingHip(spec, proportionsOf(model), CENTRE, FLOOR_Y).y - lift })),
  );
}

/** Every standing pose of a movement placed by `stand`, so alternating legs stay on the spot. */
export const inPlace = (motion: Motion): Motion => ({
  ...motion,
  poses: motion.poses.map((spec) => (spec.hip ? spec : stand(spec))),
});

/** A later key pose that keeps an earlier one's place: its hip, and each model's fit to it. */
export const at = (spec: Pose, place: Pick<Pose, "hip" | "fit">): Pose =>
  place.hip ? { ...spec, hip: place.hip, ...(place.fit ? { fit: place.fit } : {}) } : spec;

// Two-joint reach, for the average limb, when a hand or foot must land on something.
const LEG = { upper: 44, lower: 42 };
const ARM = { upper: 29, lower: 30.7 };
const REACH = ARM.upper + ARM.lower;

const worldAngle = (from: Point, to: Point) => deg(Math.atan2(-(to.x - from.x), to.y - from.y));

function bend(upper: number, lower: number, from: Point, to: Point) {
  const distance = Math.min(Math.hypot(to.x - from.x, to.y - from.y), upper + lower - 0.5);
  const cos = (upper * upper + distance * distance - lower * lower) / (2 * upper * distance);
  return { toward: worldAngle(from, to), opening: deg(Math.acos(Math.max(-1, Math.min(1, cos)))) };
}

/** Thigh and knee that put the ankle at `ankle`, the knee forward of the line. */
export function legTo(hip: Point, ankle: Point): { thigh: number; knee: number } {
  const { toward, opening } = bend(LEG.upper, LEG.lower, hip, ankle);
  const thigh = toward - opening;
  const shin = worldAngle(along(hip, thigh, LEG.upper), ankle);
  return { thigh: wrap(-thigh, -120), knee: wrap(shin - thigh, -60) };
}

/** Shoulder and elbow that put the grip at `grip`, the elbow bending the usual way. */
export function armTo(shoulder: Point, grip: Point, trunk: number): { shoulder: number; elbow: number } {
  const { toward, opening } = bend(ARM.upper, ARM.lower, shoulder, grip);
  const upper = toward + opening;
  const lower = worldAngle(along(shoulder, upper, ARM.upper), grip);
  return { shoulder: wrap(trunk - upper, -120), elbow: wrap(upper - lower, -60) };
}

/** Both arms reaching `grip`, worked out from the pose's own shoulder. */
export function reaching(spec: Pose, grip: Point, sides: Side[] = ["near", "far"], first?: Pose): Pose {
  const arm = armTo(
    meanPoint(spec, (j) => j.shoulder, first),
    grip,
    spec.trunk,
  );
  const next = { ...spec, near: { ...spec.near }, far: { ...spec.far } };
  for (const side of sides) next[side] = { ...next[side], ...arm };
  return next;
}

/** The forward lean at which straight arms just reach `grip` from a pose's legs (a lift off the floor). */
export function leanToReach(spec: Pose, grip: (spec: Pose) => Point, first?: Pose): Pose {
  let best = spec;
  let error = Infinity;
  for (let trunk = 0; trunk <= 95; trunk += 1) {
    const tried = { ...spec, trunk };
    const shoulder = meanPoint(tried, (j) => j.shoulder, first);
    const target = grip(tried);
    const miss = Math.abs(Math.hypot(target.x - shoulder.x, target.y - shoulder.y) - (REACH - 1.5));
    if (miss < error) {
      error = miss;
      best = tried;
    }
  }
  return reaching(best, grip(best), undefined, first);
}

/** Hands hold what the implement is, or `fallback` when the exercise names none. */
export function load(params: MotionParams, fallback: MotionParams["implement"]): Prop[] {
  const held = handProps(params);
  return held.length ? held : handProps({ ...params, implement: fallback });
}

/**
 * Outlines are written with absolute M, L, H, V and Z; they reach the renderer as plain point pairs
 * (H and V spelled out), which is what it reads to frame the picture around the equipment.
 */
function pairs(d: string): string {
  let x = 0;
  let y = 0;
  return d.replace(/([MLHVZ])([^MLHVZ]*)/g, (_, command: string, args: string) => {
    const values = args
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (command === "Z") return "Z";
    if (command === "H") x = values[0]!;
    else if (command === "V") y = values[0]!;
    else [x, y] = [values[0]!, values[1]!];
    return `${command === "M" ? "M" : "L"}${n(x)} ${n(y)}`;
  });
}

export const n = (value: number) => Number(value.toFixed(1));
export const outline = (d: string, fill = false): Prop => ({ kind: "outline", d: pairs(d), ...(fill ? { fill } : {}) });
export const mat = (x: number, width = 190): Prop => ({ kind: "mat", x: x - width / 2, width });

/** An ellipse (a circle when `ry` is `rx`) as a closed polygon, its long axis turned `angle` degrees. */
export function ellipsePath(c: Point, rx: number, ry = rx, angle = 0): string {
  const turn = rad(angle);
  return (
    Array.from({ length: 24 }, (_, index) => {
      const t = (index / 24) * 2 * Math.PI;
      const ex = Math.cos(t) * rx;
      const ey = Math.sin(t) * ry;
      const px = c.x + ex * Math.cos(turn) - ey * Math.sin(turn);
      const py = c.y + ex * Math.sin(turn) + ey * Math.cos(turn);
      return `${index ? "L" : "M"}${n(px)} ${n(py)}`;
    }).join("") + "Z"
  );
}
export const circlePath = (c: Point, r: number) => ellipsePath(c, r);

/** The same angles on the other side: the second half of anything done one leg or arm at a time. */
export const mirrored = (spec: Pose): Pose => ({ ...spec, near: spec.far, far: spec.near });
