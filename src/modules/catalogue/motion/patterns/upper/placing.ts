import { along, deg, rad, wrap } from "../geometry";
import { FLOOR_Y } from "../../motion-placing";
import { flatFoot, pose } from "../../poses";
import type { Prop } from "../../props";
import { proportionsOf, type LimbAngles, type Point, type Pose } from "../../rig";
import type { MotionParams } from "../types";

export type Limb = Partial<LimbAngles>;

// A pose that pins the hip cannot know which model will draw it, so reaches are solved for a body
// halfway between the two: each model's hands and feet land within a few units of the target.
const MALE = proportionsOf("male");
const FEMALE = proportionsOf("female");
const mean = (key: "torso" | "upperArm" | "forearm" | "hand" | "thigh" | "shin" | "footFront") =>
  (MALE[key] + FEMALE[key]) / 2;
export const BODY = {
  torso: mean("torso"),
  upperArm: mean("upperArm"),
  reach: mean("forearm") + mean("hand") * 0.55,
  thigh: mean("thigh"),
  shin: mean("shin"),
  foot: mean("footFront"),
};
/** From the body's midline to the surface of a pad under the back or chest, plus half the pad. */
const PAD_OFFSET = 19;
/** A bench's top, at a real bench's height. */
export const BENCH_TOP = FLOOR_Y - 43;
/** Where the ankle joint sits over a flat foot. */
export const ANKLE_Y = FLOOR_Y - 3;

export const mix = (from: number, to: number, amount: number) => from + (to - from) * amount;
export const f = (value: number) => Number(value.toFixed(1));

/** As the rig measures: `angle` degrees clockwise from straight down. */
export const shoulderFrom = (hip: Point, trunk: number) => along(hip, 180 + trunk, BODY.torso);
export const hipUnder = (shoulder: Point, trunk: number) => along(shoulder, trunk, BODY.torso);
/** Keeps shoulder angles in one turn, so the animation swings the short way a real arm goes. */

/** Two segments from `from` reaching `to`: the first's world angle and the bend, turning the second by `sign`. */
function twoLink(from: Point, to: Point, first: number, second: number, sign: 1 | -1) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const d = Math.min(Math.max(Math.hypot(dx, dy), Math.abs(first - second) + 0.01), first + second - 0.01);
  const toward = deg(Math.atan2(-dx, dy));
  const atStart = deg(Math.acos((first * first + d * d - second * second) / (2 * first * d)));
  const atBend = deg(Math.acos((first * first + second * second - d * d) / (2 * first * second)));
  return { angle: toward + sign * atStart, bend: 180 - atBend };
}

/** Shoulder and elbow that put the grip at `grip`; the elbow folds the way a real one does. */
export function armTo(shoulder: Point, grip: Point, trunk: number): Limb {
  const { angle, bend } = twoLink(shoulder, grip, BODY.upperArm, BODY.reach, 1);
  return { shoulder: wrap(trunk - angle, -90), elbow: bend };
}

/** Thigh and knee that put the ankle at `ankle`, the foot flat unless `foot` gives its world angle. */
export function legTo(hip: Point, ankle: Point, foot = -90): Limb {
  const { angle, bend } = twoLink(hip, ankle, BODY.thigh, BODY.shin, -1);
  return { thigh: -angle, knee: bend, ankle: foot - (angle + bend) + 90 };
}

/** Feet flat on the floor `ahead` of the hip, for sitting on a seat or lying on a bench. */
export const feetDown = (hip: Point, ahead: number) => legTo(hip, { x: hip.x + ahead, y: ANKLE_Y });

/** The working arm on the near side; with `side: "one"` the far arm keeps to `rest`. */
export function arms(params: MotionParams, working: Limb, rest: Limb = working) {
  return { near: working, far: params.side === "one" ? rest : working };
}

// Equipment.
export const outline = (d: string, fill = false): Prop => ({ kind: "outline", d, ...(fill ? { fill } : {}) });
export const bench = (x: number, top: number, length: number, angle = 0): Prop => ({
  kind: "bench",
  x,
  y: top + 5,
  length,
  angle,
});
/** A flat seat under a sitting hip. */
export const seat = (hip: Point, length = 44) => bench(hip.x + 6, hip.y + 11, length);
/** A filled pad from `a` to `b`, `thick` across. */
export function pad(a: Point, b: Point, thick: number): string {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const nx = ((a.y - b.y) / length) * (thick / 2);
  const ny = ((b.x - a.x) / length) * (thick / 2);
  return `M${f(a.x + nx)} ${f(a.y + ny)}L${f(b.x + nx)} ${f(b.y + ny)}L${f(b.x - nx)} ${f(b.y - ny)}L${f(a.x - nx)} ${f(a.y - ny)}Z`;
}
const line = (a: Point, b: Point) => `M${f(a.x)} ${f(a.y)}L${f(b.x)} ${f(b.y)}`;
export const wheel = (centre: Point, r = 3.5) =>
  `M${f(centre.x - r)} ${f(centre.y)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
/** A cable column standing at `x` with its pulley at `pulley`. */
export const column = (x: number, pulley: Point) =>
  outline(
    `M${x - 8} ${FLOOR_Y}H${x + 8}M${x} ${FLOOR_Y}V${f(Math.min(pulley.y, 30) - 6)}${line({ x, y: pulley.y }, pulley)}${wheel(pulley)}`,
  );
export const cable = (from: Point): Prop => ({ kind: "cable", from });

/**
 * A bench along a back lying face up (`face: "up"`) or a chest lying face down, from `from` to `to`
 * along the torso from the hip; tilted with the trunk.
 */
export function benchAlong(hip: Point, trunk: number, from: number, to: number, face: "up" | "down" = "up"): Prop {
  const middle = along(hip, 180 + trunk, (from + to) / 2);
  const centre = along(middle, face === "up" ? trunk + 90 : trunk - 90, PAD_OFFSET);
  const tilt = trunk + 90 > 90 ? trunk - 90 : trunk + 90;
  return bench(centre.x, centre.y - 5, to - from, tilt);
}

/**
 * Lying face up with the back on a bench tilted `back` degrees from flat (the seat stays level under
 * an incline) and the feet on the floor.
 */
export function lyingOnBench(back: number, hipX = 150) {
  const hip = { x: hipX, y: BENCH_TOP - 14 + (back < 0 ? back * 0.9 : 0) };
  const trunk = -90 + back;
  const props = [benchAlong(hip, trunk, back > 10 ? 8 : -22, back > 10 ? 78 : 82)];
  if (back > 10) props.push(bench(hip.x + 4, BENCH_TOP, 36));
  return { hip, trunk, legs: feetDown(hip, back < 0 ? 38 : 48), props, shoulder: shoulderFrom(hip, trunk) };
}

/** The grip over the chest, `height` out from the sternum. */
export function overChest(shoulder: Point, trunk: number, height: number) {
  return along(along(shoulder, trunk, BODY.torso * 0.25), trunk - 90, height);
}

/** Arms straight up from a lying body, whatever the bench's tilt. */
export const armsUp = (trunk: number): Limb => ({ shoulder: wrap(trunk + 180, -90), elbow: 3 });

/**
 * A straight body on its toes: hands at `hand` on the floor or a box, toes at `toe`, the shoulders
 * `above` the hands' level; returns the hip and the angles.
 */
function plank(toe: Point, shoulderY: number) {
  const body = BODY.thigh + BODY.shin + BODY.torso;
  // The foot stands square to the shin, so it drops the body's line by its length.
  let tilt = 0;
  for (let step = 0; step < 30; step++) {
    const ankleY = toe.y - BODY.foot * Math.cos(rad(tilt));
    tilt = deg(Math.asin(Math.max(-0.9, Math.min(0.9, (ankleY - shoulderY) / body))));
  }
  const ankle = { x: toe.x - BODY.foot * Math.sin(rad(tilt)), y: toe.y - BODY.foot * Math.cos(rad(tilt)) };
  const hip = along(ankle, 180 + 90 - tilt, BODY.thigh + BODY.shin);
  return {
    hip,
    trunk: 90 - tilt,
    legs: { thigh: tilt - 90, knee: 0, ankle: 0 },
    shoulder: shoulderFrom(hip, 90 - tilt),
  };
}

/** Push-ups: hands on the floor (or a box), toes on the floor (or a box); the body lowers between them. */
export function pushUp(
  params: MotionParams,
  options: { handsOn?: number; toesOn?: number; tuck?: number } = {},
): {
  poses: Pose[];
  props: Prop[];
} {
  const handTop = FLOOR_Y - (options.handsOn ?? 0);
  const toeTop = FLOOR_Y - (options.toesOn ?? 0);
  const toe = { x: 26, y: toeTop - 1 };
  const armLength = BODY.upperArm + BODY.reach;
  const gripY = handTop - 3.5;
  const top = plank(toe, gripY - armLength + 1);
  const grip = { x: top.shoulder.x - (options.tuck ?? 0), y: gripY };
  // Chest a fist from the floor at full depth, whatever lifts the hands.
  const bottom = plank(toe, mix(top.shoulder.y, gripY - 18, params.range));
  const props: Prop[] = [];
  if (options.handsOn) props.push({ kind: "box", x: grip.x - 22, y: handTop, width: 44, height: options.handsOn });
  if (options.toesOn) props.push({ kind: "box", x: toe.x - 24, y: toeTop, width: 40, height: options.toesOn });
  const at = (body: ReturnType<typeof plank>) =>
    pose({
      trunk: body.trunk,
      neck: -10,
      hip: body.hip,
      both: { ...body.legs, ...armTo(body.shoulder, grip, body.trunk) },
    });
  return { poses: [at(top), at(bottom)], props };
}

const SPLIT_STANCE = {
  near: { thigh: 25, knee: 25, ankle: 0 },
  far: { thigh: -20, knee: 5, ankle: -25 },
};
export const SOFT_KNEES = { thigh: 8, knee: 16, ankle: flatFoot(8, 16) };
export const HINGED_LEGS = { thigh: 15, knee: 30, ankle: flatFoot(15, 30) };

/** Standing on both feet (the rig finds the floor) with the arms given per side. */
export const standing = (
  sides: { near: Limb; far: Limb },
  extra: { trunk?: number; neck?: number; legs?: Limb; split?: boolean } = {},
) =>
  pose({
    trunk: extra.trunk ?? 0,
    neck: extra.neck ?? 0,
    both: extra.legs ?? {},
    near: { ...(extra.split ? SPLIT_STANCE.near : {}), ...sides.near },
    far: { ...(extra.split ? SPLIT_STANCE.far : {}), ...sides.far },
  });

/** Sitting upright on a seat, the hip pinned, feet flat. */
export function sitting(hip: Point, trunk: number, sides: { near: Limb; far: Limb }, neck = 0) {
  const legs = feetDown(hip, 46);
  return pose({ trunk, neck, hip, both: legs, near: sides.near, far: sides.far });
}
export const SEATED_HIP = { x: 104, y: BENCH_TOP - 11 };
/** An upright seat with a backrest behind a sitting torso. */
export const seatWithBack = (hip: Point, trunk: number) => {
  const low = along(hip, 90 + trunk, 16);
  return [seat(hip), outline(pad(low, along(low, 180 + trunk, 58), 7), true)];
};
