import { FLOOR_Y, type Motion } from "../../motion-placing";
import { pose } from "../../poses";
import type { Prop } from "../../props";
import { frontSpan, proportionsOf, type LimbAngles, type Point, type Pose } from "../../rig";
import { along, deg, rad } from "../geometry";
import { handProps } from "../hands";
import { pulley } from "../pulleys";
import type { MotionParams } from "../types";

/**
 * Movements that happen out to the sides, seen from the front (rig.ts, frontWorldAngles): the near side
 * is the viewer's left. One-sided work is done by the near limbs.
 */
const HIP_X = 120;
const MALE = proportionsOf("male");
type Limb = Partial<LimbAngles>;

const front = (spec: Parameters<typeof pose>[0]): Pose => pose({ ...spec, view: "front" });
const motion = (params: MotionParams, poses: Pose[], props: Prop[] = frontProps(params)): Motion => ({
  seconds: params.tempo,
  props,
  poses,
});
/** Hands on a bar across the upper back, seen from the front: elbows down and out, forearms up. */
const BAR_ON_BACK: Limb = { shoulder: 45, elbow: 120 };
const mix = (from: number, to: number, range: number) => from + (to - from) * range;
const both = (params: MotionParams, working: Limb, rest: Limb) =>
  params.side === "one" ? { near: working, far: rest } : { both: working };

/** What the hands hold, seen from the front: a barbell lies across both hands. */
function frontProps(params: MotionParams): Prop[] {
  if (params.implement === "barbell" || params.implement === "smith")
    return params.side === "one" ? [{ kind: "handle", hand: "near" }] : [{ kind: "barbell-across" }];
  return handProps(params).map((prop) => (prop.kind === "plate" ? { ...prop, hand: "near" as const } : prop));
}

/** A seat seen from the front: a pan under the hips on a post, and the back pad behind the torso. */
function seatFront(hip: Point, back: boolean): Prop[] {
  const pan = hip.y + 9;
  return [
    { kind: "outline", d: `M${hip.x - 28} ${pan}H${hip.x + 28}V${pan + 7}H${hip.x - 28}Z`, fill: true },
    { kind: "outline", d: `M${hip.x} ${pan + 7}V${FLOOR_Y}M${hip.x - 22} ${FLOOR_Y}H${hip.x + 22}` },
    ...(back
      ? [{ kind: "outline" as const, d: `M${hip.x - 20} ${pan - 4}V${pan - 58}H${hip.x + 20}V${pan - 4}`, fill: true }]
      : []),
  ];
}

/** Sitting, seen from the front: the hips on a seat, shins hanging to the floor. */
const SEAT_HIP = { x: HIP_X, y: FLOOR_Y - 58 };
/**
 * Seated thighs point at the viewer: turned `spread` degrees out across the seat, each shows as much
 * of its length as it reaches sideways, the knee a little below the hip; the shin hangs plumb.
 */
function seatedLegs(spread: number): Limb {
  const out = MALE.thigh * Math.sin(rad(spread));
  const drop = 6;
  const thigh = deg(Math.atan2(out, drop));
  return { thigh, knee: thigh, reach: Math.hypot(out, drop) / MALE.thigh };
}

/** Arms out to the sides: a lateral raise, standing or seated, with dumbbells, a cable or a band. */
export function lateralRaise(params: MotionParams): Motion {
  if (params.bench !== null && params.bench < 90) return lyingRaise(params, params.bench);
  const seated = params.bench !== null;
  const down: Limb = { shoulder: 10, elbow: -6 };
  const up: Limb = { shoulder: mix(10, 88, params.range), elbow: -14 };
  const legs = seated ? seatedLegs(12) : { thigh: 5 };
  const at = (arm: Limb) =>
    front({
      ...(seated ? { hip: SEAT_HIP } : {}),
      both: legs,
      ...both(params, { ...legs, ...arm }, { ...legs, ...down }),
    });
  const props = [...frontProps(params), ...(seated ? seatFront(SEAT_HIP, false) : [])];
  const two = params.side !== "one";
  // Cables run from low pulleys on the other side, across the body; bands from under the feet.
  if (params.implement === "cable")
    props.push(
      ...pulley({ x: HIP_X + 45, y: FLOOR_Y - 8 }),
      ...(two ? pulley({ x: HIP_X - 45, y: FLOOR_Y - 8 }, "far") : []),
    );
  if (params.implement === "band")
    props.push(
      { kind: "cable", from: { x: HIP_X - 10, y: FLOOR_Y - 3 } },
      ...(two ? [{ kind: "cable" as const, from: { x: HIP_X + 10, y: FLOOR_Y - 3 }, follows: "far" as const }] : []),
    );
  return motion(params, [at(down), at(up)], props);
}

/**
 * Lying on the side along a flat or inclined bench, head toward +x: the top (near) arm rises from the
 * hip until it points at the ceiling; the lower arm pillows the head.
 */
function lyingRaise(params: MotionParams, bench: number): Motion {
  const lean = 90 - bench;
  const t = rad(lean);
  // Flat, the hip rests on a bench's pad; inclined, low enough that the feet stay above the floor.
  const hip = bench > 0 ? { x: HIP_X - 25, y: FLOOR_Y - 72 } : { x: HIP_X - 15, y: FLOOR_Y - 64 };
  const pad = { x: hip.x + Math.sin(t) * 22 + Math.cos(t) * 17, y: hip.y - Math.cos(t) * 22 + Math.sin(t) * 17 };
  const at = (shoulder: number) =>
    front({
      trunk: lean,
      tilt: lean,
      hip,
      near: { thigh: lean, ankle: lean, shoulder, elbow: -8 },
      far: { thigh: -lean, ankle: -lean, shoulder: 180, elbow: 90 },
    });
  return motion(
    params,
    [at(4), at(mix(4, 85, params.range))],
    [
      ...handProps({ ...params, side: "one" }),
      { kind: "bench", x: pad.x, y: pad.y, length: bench > 0 ? 80 : 110, angle: -bench },
    ],
  );
}

/** Arms and legs out together in a hop, and back. */
export function jumpingJack(params: MotionParams): Motion {
  const closed = front({ both: { thigh: 3, shoulder: 8, elbow: 4, ankle: 0 } });
  const open = front({ both: { thigh: mix(3, 22, params.range), shoulder: 165, elbow: 8, ankle: 0 } });
  return motion(params, [closed, open], []);
}

/** Thighs opening or closing against pads (seated machine) or one leg swung against a cable or band. */
export function hipSwing(params: MotionParams, opening: boolean): Motion {
  if (params.implement === "machine") {
    const wide = seatedLegs(50 * params.range + 8);
    const narrow = seatedLegs(6);
    const hands: Limb = { shoulder: 18, elbow: -30 };
    const at = (legs: Limb) => front({ hip: SEAT_HIP, both: { ...legs, ...hands } });
    return motion(params, opening ? [at(narrow), at(wide)] : [at(wide), at(narrow)], [
      ...seatFront(SEAT_HIP, true),
      { kind: "knee-pad", side: opening ? "outer" : "inner" },
    ]);
  }
  // Standing on the far leg, a hand on a post: the near leg swings out (abduction) or across (adduction).
  const out: Limb = { thigh: 32 * params.range, ankle: 0 };
  const across: Limb = { thigh: -14 * params.range, knee: 12, ankle: 0 };
  const support: Limb = { thigh: 2, shoulder: 40, elbow: -20 };
  const at = (leg: Limb) => front({ trunk: 4, near: { ...leg, shoulder: 6, elbow: 0 }, far: support });
  const poses = opening ? [at({ thigh: 0 }), at(out)] : [at(out), at(across)];
  const post = HIP_X + 50;
  const anchor = { x: opening ? HIP_X + 36 : HIP_X - 62, y: FLOOR_Y - 10 };
  return motion(params, poses, [
    { kind: "outline", d: `M${post} ${FLOOR_Y}V${FLOOR_Y - 130}` },
    ...(params.implement === "cable"
      ? [
          { kind: "outline" as const, d: `M${anchor.x} ${FLOOR_Y}V${anchor.y - 10}` },
          ...pulley(anchor, "near", "ankle"),
        ]
      : [{ kind: "cable" as const, from: anchor, follows: "near" as const, joint: "ankle" as const }]),
  ]);
}

/** On one forearm and the feet, the body a straight line from the side: the hips dip and lift. */
export function sidePlank(params: MotionParams): Motion {
  // Leaning toward +x the near side is on top: the far forearm holds the floor under the far shoulder.
  // The hips dip between two fixed points, the shoulders over the forearm and the feet.
  const lean = 74;
  const hip = { x: HIP_X - 12, y: FLOOR_Y - 32 };
  const shoulders = along(hip, 180 + lean, MALE.torso);
  const feet = along(hip, lean, MALE.thigh + MALE.shin);
  const at = (dip: number) => {
    const low = { x: hip.x, y: hip.y + dip };
    const trunk = deg(Math.atan2(shoulders.x - low.x, low.y - shoulders.y));
    const legs = deg(Math.atan2(-(feet.x - low.x), feet.y - low.y));
    return front({
      trunk,
      tilt: trunk,
      hip: low,
      near: { thigh: legs, ankle: legs, shoulder: 12, elbow: -45 },
      far: { thigh: -legs, ankle: -legs, shoulder: trunk, elbow: 90 },
    });
  };
  // Held (a slow tempo) it stays still; otherwise the hips dip and lift.
  const poses = params.tempo >= 5 ? [at(0)] : [at(0), at(9 * params.range)];
  return motion(params, poses, [{ kind: "mat", x: HIP_X - 100, width: 190 }]);
}

/** The trunk bends to the side and back up; with one kettlebell held overhead, a windmill. */
export function sideBend(params: MotionParams): Motion {
  const bend = 30 * params.range;
  const legs: Limb = { thigh: 9 };
  if (params.implement === "kettlebell" && params.side === "one") {
    const at = (lean: number, reach: number) =>
      front({
        trunk: -lean,
        neck: lean * 0.3,
        both: legs,
        near: { shoulder: 8 + reach, elbow: 0 },
        far: { shoulder: 180 - lean, elbow: 0 },
      });
    return motion(params, [at(0, 0), at(75 * params.range, 10)], [{ kind: "kettlebell", hand: "far" }]);
  }
  const overhead = params.implement === "bodyweight" || params.implement === "cable";
  const arms = (lean: number): { near: Limb; far: Limb } =>
    overhead
      ? { near: { shoulder: 8, elbow: -60 }, far: { shoulder: 170 + lean * 1.2, elbow: 10 + lean * 0.3 } }
      : params.implement === "barbell"
        ? { near: BAR_ON_BACK, far: BAR_ON_BACK }
        : { near: { shoulder: 2, elbow: -2 }, far: { shoulder: 25, elbow: -95 } };
  const at = (lean: number) => {
    const spec = arms(lean);
    return front({ trunk: -lean, neck: lean * 0.4, both: legs, near: spec.near, far: spec.far });
  };
  const props = frontProps(params).filter((prop) => prop.kind !== "handle");
  if (params.implement === "cable") props.push({ kind: "cable", from: { x: HIP_X - 70, y: FLOOR_Y - 6 } });
  return motion(params, [at(0), at(bend)], props);
}

/** A wide stance: the hips shift over one bent knee, the other leg long, and back. */
export function lateralLunge(params: MotionParams): Motion {
  const wide = 27;
  const hands: Limb = params.implement === "barbell" ? BAR_ON_BACK : { shoulder: 20, elbow: -60 };
  const { thigh: T, shin: S } = MALE;
  const leg = T + S;
  const hipHalf = frontSpan(MALE).hip;
  // The feet stay where the wide stance put them; the far leg stays long, the near knee takes the drop.
  const height = leg * Math.cos(rad(wide));
  const foot = hipHalf + leg * Math.sin(rad(wide));
  const at = (drop: number): Pose => {
    const y = height - drop;
    const farRoot = foot - Math.sqrt(leg ** 2 - y ** 2);
    const shift = farRoot - hipHalf;
    const near = { x: -foot - (shift - hipHalf), y };
    const d = Math.hypot(near.x, near.y);
    const line = deg(Math.atan2(-near.x, near.y));
    const spread = deg(Math.acos((T ** 2 + d ** 2 - S ** 2) / (2 * T * d)));
    const fold = 180 - deg(Math.acos((T ** 2 + S ** 2 - d ** 2) / (2 * T * S)));
    const far = deg(Math.atan2(foot - farRoot, y));
    return front({
      trunk: -drop * 0.2,
      near: { thigh: line + spread, knee: fold, ankle: 0, ...hands },
      far: { thigh: far, ankle: 0, ...hands },
    });
  };
  return motion(params, [at(0), at(30 * params.range)]);
}

/** Cable crossover: the arms sweep down and in from high pulleys on both sides until the hands meet. */
export function cableCrossover(params: MotionParams): Motion {
  const open: Limb = { shoulder: 105, elbow: -20 };
  const closed: Limb = { shoulder: -12, elbow: -10 };
  const legs: Limb = { thigh: 7 };
  const at = (arm: Limb) =>
    front({ trunk: 0, both: legs, ...both(params, { ...legs, ...arm }, { ...legs, shoulder: 8, elbow: 0 }) });
  const y = FLOOR_Y - 185;
  const props: Prop[] = [
    { kind: "handle", hand: params.side === "one" ? "near" : "both" },
    { kind: "cable", from: { x: HIP_X - 95, y } },
    ...(params.side === "one" ? [] : [{ kind: "cable" as const, from: { x: HIP_X + 95, y }, follows: "far" as const }]),
  ];
  return motion(params, [at(open), at(closed)], props);
}

/** Upright row: the hands rise close together up the body, the elbows leading out and above them. */
export function uprightRow(params: MotionParams): Motion {
  const legs: Limb = { thigh: 5 };
  const low: Limb = { shoulder: 12, elbow: -28 };
  const high: Limb = { shoulder: mix(12, 95, params.range), elbow: -mix(28, 150, params.range) };
  const at = (arm: Limb) =>
    front({ both: legs, ...both(params, { ...legs, ...arm }, { ...legs, shoulder: 6, elbow: 0 }) });
  const props = frontProps(params);
  if (params.implement === "cable" || params.implement === "band")
    props.push({ kind: "cable", from: { x: HIP_X, y: FLOOR_Y - 4 } });
  return motion(params, [at(low), at(high)], props);
}
