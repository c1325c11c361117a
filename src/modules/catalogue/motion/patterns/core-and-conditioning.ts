import { FLOOR_Y, type Motion } from "../motion-svg";
import { flatFoot, pose } from "../poses";
import type { Prop } from "../props";
import {
  jointsAt,
  proportionsOf,
  standingHip,
  type Joints,
  type LimbAngles,
  type MotionModel,
  type Point,
  type Pose,
} from "../rig";
import { handProps } from "./hands";
import type { MotionParams, Pattern } from "./types";
import type { PatternName } from "./vocabulary";

// ---------------------------------------------------------------------------------------------------
// Placing the figure. A pattern does not know which model will be drawn, so wherever the body has to
// meet the floor, a bar or a machine, the hip is worked out for both models and averaged: each lands
// within a couple of units of the contact.

type Side = "near" | "far";
type Limbs = { near?: Partial<LimbAngles>; far?: Partial<LimbAngles> };

const MODELS: readonly MotionModel[] = ["male", "female"];
const CENTRE = 120;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
const other = (side: Side): Side => (side === "near" ? "far" : "near");

/**
 * Joints as the renderer will place them. A standing pose after `first` (the movement's first standing
 * pose) keeps its planted feet where `first` had them, as motion-svg.ts does.
 */
function jointsOf(spec: Pose, model: MotionModel, hip?: Point, first?: Pose): Joints {
  const body = proportionsOf(model);
  if (hip ?? spec.hip) return jointsAt(spec, body, (hip ?? spec.hip)!);
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
function meanPoint(spec: Pose, pick: (joints: Joints) => Point, first?: Pose): Point {
  const points = MODELS.map((model) => pick(jointsOf(spec, model, undefined, first)));
  return { x: mean(points.map((point) => point.x)), y: mean(points.map((point) => point.y)) };
}

/** The lowest point of a body part's surface, for resting it on the floor. */
type Surface = (joints: Joints) => number;
const hands: (side: Side) => Surface = (side) => (j) => j[side].grip.y + 4;
const forearm: (side: Side) => Surface = (side) => (j) => Math.max(j[side].elbow.y, j[side].wrist.y) + 4.5;
const knee: (side: Side) => Surface = (side) => (j) => j[side].knee.y + 6;
const toes: (side: Side) => Surface = (side) => (j) => j[side].toe.y + 1.5;
const sole: (side: Side) => Surface = (side) => (j) => Math.max(j[side].toe.y, j[side].heel.y, j[side].ankle.y + 2.5);
const seat: Surface = (j) => j.hip.y + 11;
const shoulders: Surface = (j) => j.shoulder.y + 13;
const chest: Surface = (j) => j.shoulder.y + 13;

/** The pose with its hip at `x` and as low as the floor lets the given parts go. */
function onFloor(spec: Pose, x: number, surfaces: Surface[]): Pose {
  const y = mean(
    MODELS.map((model) => {
      const joints = jointsOf(spec, model, { x, y: 0 });
      return FLOOR_Y - Math.max(...surfaces.map((surface) => surface(joints)));
    }),
  );
  return { ...spec, hip: { x, y } };
}

/** The pose moved so that a point of the figure sits at `target` (on a bar, a rung, a footplate). */
function anchored(spec: Pose, pick: (joints: Joints) => Point, target: Point): Pose {
  const offsets = MODELS.map((model) => pick(jointsOf(spec, model, { x: 0, y: 0 })));
  return { ...spec, hip: { x: target.x - mean(offsets.map((o) => o.x)), y: target.y - mean(offsets.map((o) => o.y)) } };
}

/**
 * A standing pose placed at the centre, `lift` above the floor (the flight of a sprint). Gaits that
 * alternate the legs use it: the renderer keeps planted feet still, which would slide a figure that
 * runs in place.
 */
function stand(spec: Pose, lift = 0): Pose {
  const y = mean(MODELS.map((model) => standingHip(spec, proportionsOf(model), CENTRE, FLOOR_Y).y));
  return { ...spec, hip: { x: CENTRE, y: y - lift } };
}

/** Every standing pose of a movement placed by `stand`, so alternating legs stay on the spot. */
const inPlace = (motion: Motion): Motion => ({
  ...motion,
  poses: motion.poses.map((spec) => (spec.hip ? spec : stand(spec))),
});

/** The same pose with a different hip: a later key pose that keeps an earlier one's place. */
const at = (spec: Pose, hip: Point | undefined): Pose => (hip ? { ...spec, hip } : spec);

// Two-joint reach, for the average limb, when a hand or foot must land on something.
const LEG = { upper: 44, lower: 42 };
const ARM = { upper: 29, lower: 30.7 };
const REACH = ARM.upper + ARM.lower;

const worldAngle = (from: Point, to: Point) => deg(Math.atan2(-(to.x - from.x), to.y - from.y));
const along = (from: Point, angle: number, length: number): Point => ({
  x: from.x - Math.sin(rad(angle)) * length,
  y: from.y + Math.cos(rad(angle)) * length,
});
const wrap = (angle: number, low: number) => ((((angle - low) % 360) + 360) % 360) + low;

function bend(upper: number, lower: number, from: Point, to: Point) {
  const distance = Math.min(Math.hypot(to.x - from.x, to.y - from.y), upper + lower - 0.5);
  const cos = (upper * upper + distance * distance - lower * lower) / (2 * upper * distance);
  return { toward: worldAngle(from, to), opening: deg(Math.acos(Math.max(-1, Math.min(1, cos)))) };
}

/** Thigh and knee that put the ankle at `ankle`, the knee forward of the line. */
function legTo(hip: Point, ankle: Point): { thigh: number; knee: number } {
  const { toward, opening } = bend(LEG.upper, LEG.lower, hip, ankle);
  const thigh = toward - opening;
  const shin = worldAngle(along(hip, thigh, LEG.upper), ankle);
  return { thigh: wrap(-thigh, -120), knee: wrap(shin - thigh, -60) };
}

/** Shoulder and elbow that put the grip at `grip`, the elbow bending the usual way. */
function armTo(shoulder: Point, grip: Point, trunk: number): { shoulder: number; elbow: number } {
  const { toward, opening } = bend(ARM.upper, ARM.lower, shoulder, grip);
  const upper = toward + opening;
  const lower = worldAngle(along(shoulder, upper, ARM.upper), grip);
  return { shoulder: wrap(trunk - upper, -120), elbow: wrap(upper - lower, -60) };
}

/** Both arms reaching `grip`, worked out from the pose's own shoulder. */
function reaching(spec: Pose, grip: Point, sides: Side[] = ["near", "far"], first?: Pose): Pose {
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
function leanToReach(spec: Pose, grip: (spec: Pose) => Point, first?: Pose): Pose {
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
function load(params: MotionParams, fallback: MotionParams["implement"]): Prop[] {
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

const n = (value: number) => Number(value.toFixed(1));
const outline = (d: string, fill = false): Prop => ({ kind: "outline", d: pairs(d), ...(fill ? { fill } : {}) });
const mat = (x: number, width = 190): Prop => ({ kind: "mat", x: x - width / 2, width });

/** An ellipse (a circle when `ry` is `rx`) as a closed polygon, its long axis turned `angle` degrees. */
function ellipsePath(c: Point, rx: number, ry = rx, angle = 0): string {
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
const circlePath = (c: Point, r: number) => ellipsePath(c, r);

/** The same angles on the other side: the second half of anything done one leg or arm at a time. */
const mirrored = (spec: Pose): Pose => ({ ...spec, near: spec.far, far: spec.near });

// ---------------------------------------------------------------------------------------------------
// Floor work. Lying on the back the head is towards -x (trunk -90), the thighs point +x (thigh 90).

const SUPINE_X = 126;
const HANDS_BEHIND_HEAD = { shoulder: 162, elbow: 150 };
const ARMS_CROSSED = { shoulder: 25, elbow: 145 };
const ARMS_ON_FLOOR = { shoulder: -8, elbow: 0 };
/** Arms lying along the floor beside the body, whatever the trunk's tilt. */
const armsOnFloor = (trunk: number) => ({ shoulder: trunk + 82, elbow: 0 });
const KNEES_UP = { thigh: 130, knee: 105, ankle: flatFoot(130, 105) };

function supine(spec: Parameters<typeof pose>[0], x = SUPINE_X, surfaces: Surface[] = [seat, shoulders]): Pose {
  return onFloor(pose({ trunk: -90, ...spec }), x, surfaces);
}

function declineBench(hip: Point, tilt: number, ankle: Point): Prop[] {
  const along = { x: Math.cos(rad(tilt)), y: -Math.sin(rad(tilt)) };
  const under = { x: Math.sin(rad(tilt)), y: Math.cos(rad(tilt)) };
  const top = { x: hip.x + under.x * 12, y: hip.y + under.y * 12 };
  const point = (k: number, down = 0) =>
    `${n(top.x + along.x * k + under.x * down)} ${n(top.y + along.y * k + under.y * down)}`;
  const low = { x: top.x - along.x * 75, y: top.y - along.y * 75 };
  const high = { x: top.x + along.x * 40, y: top.y + along.y * 40 };
  return [
    outline(`M${point(-75)}L${point(40)}L${point(40, 7)}L${point(-75, 7)}Z`, true),
    outline(
      `M${n(low.x + 10)} ${n(low.y + 8)}V${FLOOR_Y}M${n(high.x - 6)} ${n(high.y + 8)}V${FLOOR_Y}M${n(high.x - 6)} ${n(ankle.y + 2)}H${n(ankle.x + 8)}`,
    ),
    outline(circlePath({ x: ankle.x + 9, y: ankle.y - 4 }, 5), true),
    outline(circlePath({ x: high.x, y: high.y + 1 }, 5), true),
  ];
}

const crunch: Pattern = (variant, params) => {
  const range = params.range;
  const seconds = params.tempo;
  switch (variant) {
    case "sit-up": {
      const lying = supine({ neck: -5, both: { ...KNEES_UP, ...ARMS_CROSSED } });
      return {
        seconds,
        props: [mat(SUPINE_X - 5)],
        poses: [
          lying,
          at(pose({ trunk: -90 + 78 * range, neck: 10, both: { ...KNEES_UP, ...ARMS_CROSSED } }), lying.hip),
        ],
      };
    }
    case "cable": {
      // Kneeling, facing away from a high pulley: the rope by the forehead and the spine curling down.
      const legs = { thigh: 5, knee: 95, ankle: 85 };
      const arms = { shoulder: 150, elbow: 125 };
      const up = onFloor(pose({ trunk: 20, both: { ...legs, ...arms } }), 112, [knee("near"), sole("near")]);
      return {
        seconds,
        props: [
          outline(`M52 ${FLOOR_Y}V22H64`),
          outline(circlePath({ x: 64, y: 26 }, 4)),
          { kind: "cable", from: { x: 64, y: 26 } },
          { kind: "handle", hand: "both" },
          mat(112, 90),
        ],
        poses: [up, at(pose({ trunk: 20 + 65 * range, neck: 30, both: { ...legs, ...arms } }), up.hip)],
      };
    }
    case "reverse": {
      const table = { thigh: 175, knee: 90, ankle: 0, ...ARMS_ON_FLOOR };
      const flat = supine({ both: table });
      const curled = onFloor(
        pose({
          trunk: -90 - 22 * range,
          neck: 22 * range,
          both: { ...armsOnFloor(-90 - 22 * range), thigh: 175 + 45 * range, knee: 105, ankle: 10 },
        }),
        SUPINE_X,
        [shoulders],
      );
      return { seconds, props: [mat(SUPINE_X - 5)], poses: [flat, curled] };
    }
    case "v-up": {
      const flat = supine({ both: { thigh: 87, knee: 0, ankle: 30, shoulder: 184, elbow: 0 } }, SUPINE_X - 8);
      const folded = pose({
        trunk: -90 + 55 * range,
        neck: 10,
        both: { thigh: 90 + 52 * range, knee: 0, ankle: 30, shoulder: 55 * range + 52 * range, elbow: 0 },
      });
      return { seconds, props: [mat(SUPINE_X - 10)], poses: [flat, at(folded, flat.hip)] };
    }
    case "bicycle": {
      const legs: Limbs = {
        near: { thigh: 150, knee: 115, ankle: 10 },
        far: { thigh: 100, knee: 5, ankle: 20 },
      };
      const one = supine({ trunk: -62, neck: 20, both: HANDS_BEHIND_HEAD, ...legs }, SUPINE_X, [seat]);
      return { seconds, props: [mat(SUPINE_X - 5)], poses: [one, mirrored(one)] };
    }
    case "decline": {
      const tilt = params.bench !== null && params.bench < 0 ? -params.bench : 20;
      const legs = { thigh: 90 + tilt, knee: 95, ankle: 5 };
      const down = pose({ trunk: -90 - tilt, both: { ...legs, ...HANDS_BEHIND_HEAD } });
      const placed = { ...down, hip: { x: 138, y: 142 } };
      const ankle = meanPoint(placed, (j) => j.near.ankle);
      return {
        seconds,
        props: declineBench(placed.hip, tilt, ankle),
        poses: [
          placed,
          at(
            pose({ trunk: -90 - tilt + (70 + tilt) * range, neck: 15, both: { ...legs, ...HANDS_BEHIND_HEAD } }),
            placed.hip,
          ),
        ],
      };
    }
    default: {
      const lying = supine({ neck: -5, both: { ...KNEES_UP, ...HANDS_BEHIND_HEAD } });
      return {
        seconds,
        props: [mat(SUPINE_X - 5)],
        poses: [
          lying,
          at(pose({ trunk: -90 + 36 * range, neck: 25, both: { ...KNEES_UP, ...HANDS_BEHIND_HEAD } }), lying.hip),
        ],
      };
    }
  }
};

const BAR = { x: 126, y: 12 };

/** Hanging from the bar with straight arms; the hip follows wherever the grip has to stay. */
const hang = (spec: Parameters<typeof pose>[0]) =>
  anchored(
    pose({ ...spec, both: { shoulder: 180 + (spec.trunk ?? 0), elbow: 0, ...spec.both } }),
    (j) => j.near.grip,
    BAR,
  );

const legRaise: Pattern = (variant, params) => {
  const range = params.range;
  const seconds = params.tempo;
  switch (variant) {
    case "lying": {
      const down = supine({ both: { thigh: 96, knee: 0, ankle: 10, ...ARMS_ON_FLOOR } });
      return {
        seconds,
        props: [mat(SUPINE_X - 5)],
        poses: [
          down,
          at(pose({ trunk: -90, both: { thigh: 90 + 88 * range, knee: 0, ankle: 10, ...ARMS_ON_FLOOR } }), down.hip),
        ],
      };
    }
    case "flutter": {
      const one = supine({
        neck: 15,
        near: { thigh: 112, knee: 0, ankle: 30 },
        far: { thigh: 98, knee: 0, ankle: 30 },
        both: ARMS_ON_FLOOR,
      });
      return { seconds: Math.min(seconds, 1.6), props: [mat(SUPINE_X - 5)], poses: [one, mirrored(one)] };
    }
    case "knee-raise":
      return {
        seconds,
        props: [{ kind: "bar", x: BAR.x, y: BAR.y }],
        poses: [
          hang({ both: { thigh: 4, knee: 8, ankle: 15 } }),
          hang({ trunk: -6, both: { thigh: 110 * range, knee: 105, ankle: 20 } }),
        ],
      };
    default:
      return {
        seconds,
        props: [{ kind: "bar", x: BAR.x, y: BAR.y }],
        poses: [
          hang({ both: { thigh: 3, knee: 4, ankle: 15 } }),
          hang({ trunk: -12, both: { thigh: 95 * range, knee: 0, ankle: 15 } }),
        ],
      };
  }
};

// Face down the head is towards +x (trunk near 90) and the legs run back (thigh near -90).

/** A straight body from the toes to the shoulders, risen `lean` degrees from the floor. */
const straightBody = (lean: number) => ({ trunk: 90 - lean, legs: { thigh: -(90 - lean), knee: 0, ankle: 28 } });

const plank: Pattern = (variant, params) => {
  const range = params.range;
  const seconds = params.tempo;
  switch (variant) {
    case "side": {
      // A side plank only reads from the front; here the body keeps the plank's straight line on one
      // forearm and the top arm reaches for the ceiling, which is what a coach looks for from the side.
      const body = straightBody(15);
      const held = onFloor(
        pose({
          trunk: body.trunk,
          neck: -10,
          both: body.legs,
          near: { shoulder: body.trunk - 10, elbow: 80 },
          far: { shoulder: body.trunk - 180, elbow: 0 },
        }),
        118,
        [forearm("near"), toes("near")],
      );
      return { seconds, props: [mat(118, 200)], poses: [held] };
    }
    case "hollow": {
      const held = supine(
        { trunk: -68, neck: 12, both: { thigh: 112, knee: 0, ankle: 35, shoulder: 180, elbow: 0 } },
        SUPINE_X - 6,
        [seat],
      );
      return { seconds, props: [mat(SUPINE_X - 6)], poses: [held] };
    }
    case "bird-dog": {
      // Our arm is long for the thigh, so the hands sit a little ahead of the shoulders to keep the back flat.
      const quadruped = { thigh: 0, knee: 90, ankle: 85 };
      const kneeling = onFloor(pose({ trunk: 82, neck: -10, both: quadruped }), 96, [knee("near")]);
      const start = reaching(kneeling, { x: meanPoint(kneeling, (j) => j.shoulder).x + 12, y: FLOOR_Y - 4 });
      const reach = {
        ...start,
        neck: -14,
        near: { ...start.near, shoulder: 82 + 88 * range, elbow: 0 },
        far: { ...start.far, thigh: -85 * range, knee: 5, ankle: 40 },
      };
      return { seconds, props: [mat(120, 150)], poses: [start, reach] };
    }
    case "dead-bug": {
      const table = { thigh: 180, knee: 90, ankle: 0, shoulder: 90, elbow: 0 };
      const start = supine({ both: table });
      const oneSide = pose({
        trunk: -90,
        near: { ...table, shoulder: 90 + 85 * range },
        far: { thigh: 180 - 82 * range, knee: 5, ankle: 10, shoulder: 90, elbow: 0 },
      });
      const near = at(oneSide, start.hip);
      return { seconds, props: [mat(SUPINE_X - 5)], poses: [start, near, mirrored(near)] };
    }
    case "mountain-climber": {
      const body = straightBody(28);
      const climb = onFloor(
        pose({
          trunk: body.trunk,
          neck: -15,
          both: { shoulder: body.trunk, elbow: 0 },
          near: { thigh: 40 + 45 * range, knee: 120, ankle: 30 },
          far: body.legs,
        }),
        105,
        [hands("near"), toes("far")],
      );
      return { seconds: Math.min(seconds, 1.4), props: [mat(118, 200)], poses: [climb, mirrored(climb)] };
    }
    case "superman": {
      const flat = onFloor(
        pose({ trunk: 90, both: { thigh: -90, knee: 0, ankle: 80, shoulder: 176, elbow: 8 } }),
        112,
        [seat, chest],
      );
      const lift = 16 * range;
      return {
        seconds,
        props: [mat(118, 210)],
        poses: [
          flat,
          at(
            pose({
              trunk: 90 - lift,
              neck: -8,
              both: { thigh: -90 - lift, knee: 0, ankle: 80, shoulder: 180, elbow: 5 },
            }),
            flat.hip,
          ),
        ],
      };
    }
    case "ab-wheel": {
      // The wheel is the plate ring at the hands: its centre at the grip, rolling on the floor.
      const kneeAt = { x: 78, y: FLOOR_Y - 6 };
      const wheel = (j: Joints) => ({ x: j.near.knee.x, y: j.near.knee.y });
      const kneeling = anchored(pose({ trunk: 62, neck: -10, both: { thigh: 8, knee: 98, ankle: 90 } }), wheel, kneeAt);
      const out = 66 * range;
      const extended = anchored(
        pose({ trunk: 62 + 32 * range, neck: -10, both: { thigh: -out, knee: 90 - out, ankle: 90 } }),
        wheel,
        kneeAt,
      );
      const grip = (spec: Pose, ahead: number) =>
        reaching(spec, { x: meanPoint(spec, (j) => j.shoulder).x + ahead, y: FLOOR_Y - 14 });
      return {
        seconds,
        props: [{ kind: "plate", hand: "far" }, mat(120, 170)],
        poses: [grip(kneeling, 10), grip(extended, 52)],
      };
    }
    case "l-sit": {
      const held = anchored(
        pose({ both: { thigh: 93, knee: 0, ankle: 20, shoulder: 6, elbow: 0 } }),
        (j) => j.near.grip,
        { x: 118, y: FLOOR_Y - 4 },
      );
      return { seconds, props: [mat(150, 150)], poses: [held] };
    }
    default: {
      const body = straightBody(12);
      const held = onFloor(
        pose({ trunk: body.trunk, neck: -5, both: { ...body.legs, shoulder: body.trunk, elbow: 90 } }),
        118,
        [forearm("near"), toes("near")],
      );
      return { seconds, props: [mat(118, 200)], poses: [held] };
    }
  }
};

const rotation: Pattern = (variant, params) => {
  const range = params.range;
  const seconds = params.tempo;
  switch (variant) {
    case "woodchop": {
      // High to low across the body: the pulley sits above and behind the far shoulder.
      const pulley = { x: 36, y: 28 };
      const cable = params.implement === "cable" || params.implement === "band";
      const props: Prop[] = cable
        ? [outline(`M30 ${FLOOR_Y}V20H40`), { kind: "cable", from: pulley }, { kind: "handle", hand: "both" }]
        : load(params, "medicine-ball");
      return {
        seconds,
        props,
        poses: [
          pose({ trunk: -8, neck: -12, both: { thigh: 2, knee: 6, shoulder: 172, elbow: 8 } }),
          pose({
            trunk: 28 * range,
            neck: 5,
            both: {
              thigh: 35 * range,
              knee: 55 * range,
              ankle: flatFoot(35 * range, 55 * range),
              shoulder: 35,
              elbow: 5,
            },
          }),
        ],
      };
    }
    case "landmine": {
      // The bar runs from the hands to its pivot on the floor out of frame, in front.
      return {
        seconds,
        props: [
          { kind: "cable", from: { x: 236, y: FLOOR_Y - 3 } },
          outline(`M230 ${FLOOR_Y}V${FLOOR_Y - 8}H242V${FLOOR_Y}`, true),
          { kind: "plate", hand: "far" },
        ],
        poses: [
          pose({ trunk: 4, neck: -5, both: { thigh: 8, knee: 12, ankle: flatFoot(8, 12), shoulder: 115, elbow: 5 } }),
          pose({
            trunk: 14,
            neck: 10,
            both: { thigh: 22, knee: 30, ankle: flatFoot(22, 30), shoulder: 30 + 20 * (1 - range), elbow: 5 },
          }),
        ],
      };
    }
    case "pallof": {
      // An anti-rotation press: the cable pulls from the side, shown here coming from behind at chest
      // height so the press straight out and the braced, soft-kneed stance read.
      const stance = { thigh: 18, knee: 28, ankle: flatFoot(18, 28) };
      const pressed = pose({ trunk: 6, both: { ...stance, shoulder: 84, elbow: Math.max(0, 115 * (1 - range)) } });
      const chest = meanPoint(pressed, (j) => j.near.grip);
      return {
        seconds,
        props: [
          outline(`M24 ${FLOOR_Y}V40`),
          { kind: "cable", from: { x: 26, y: chest.y } },
          { kind: "handle", hand: "both" },
        ],
        poses: [pose({ trunk: 6, both: { ...stance, shoulder: 30, elbow: 115 } }), pressed],
      };
    }
    default: {
      // Seen from the side a twist shows as the hands going from the middle down beside the hip.
      const legs = { thigh: 128, knee: 92, ankle: 10 };
      const seated = supine({ trunk: -42, neck: 5, both: legs }, 112, [seat]);
      const chest = meanPoint(seated, (j) => j.shoulder);
      const centre = reaching(seated, { x: chest.x + 34, y: chest.y + 6 });
      const low = reaching({ ...centre, neck: 15 }, { x: centre.hip!.x - 4 + 10 * (1 - range), y: FLOOR_Y - 14 });
      return { seconds, props: [...load(params, "medicine-ball"), mat(118, 150)], poses: [centre, low] };
    }
  }
};

// ---------------------------------------------------------------------------------------------------
// On the feet: walking, carrying and running in place.

/** A walking step with `lead` forward: heel down in front, toes pushing off behind. */
function step(lead: Side, size = 1): Limbs {
  // Both feet down (the double support of a walk), so the renderer plants both and the step stays put.
  const front = { thigh: 20 * size, knee: 6 * size, ankle: flatFoot(20 * size, 6 * size) - 4 };
  const back = { thigh: -14 * size, knee: 12 * size, ankle: flatFoot(-14 * size, 12 * size) + 6 };
  return lead === "near" ? { near: front, far: back } : { near: back, far: front };
}

function walking(
  spec: {
    trunk?: number;
    neck?: number;
    both?: Partial<LimbAngles>;
    near?: Partial<LimbAngles>;
    far?: Partial<LimbAngles>;
  },
  size = 1,
): Pose[] {
  return (["near", "far"] as const).map((lead) => {
    const legs = step(lead, size);
    return pose({
      trunk: spec.trunk,
      neck: spec.neck,
      near: { ...spec.both, ...spec.near, ...legs.near },
      far: { ...spec.both, ...spec.far, ...legs.far },
    });
  });
}

const carry: Pattern = (variant, params) => {
  const seconds = params.tempo;
  switch (variant) {
    case "suitcase":
      return {
        seconds,
        props: load({ ...params, side: "one" }, "kettlebell"),
        poses: walking({ near: { shoulder: 3, elbow: 0 }, far: { shoulder: 10, elbow: 20 } }),
      };
    case "overhead": {
      const up = { shoulder: 178, elbow: 0 };
      return {
        seconds,
        props: load(params, "kettlebell"),
        poses: walking({ trunk: -3, near: up, far: params.side === "one" ? { shoulder: 8, elbow: 15 } : up }),
      };
    }
    case "yoke": {
      const poses = walking({ trunk: 6, both: { shoulder: -40, elbow: -120 } }, 0.8);
      // The crossbar sits end-on across the upper back; the hands hold the uprights that run from it down
      // to the frame's feet, carried just off the floor.
      const shoulder = meanPoint(poses[0]!, (j) => j.shoulder);
      const grip = meanPoint(poses[0]!, (j) => j.near.grip);
      const bar = { x: shoulder.x - 16, y: shoulder.y - 4 };
      const rail = FLOOR_Y - 16;
      return {
        seconds,
        props: [
          outline(
            `M${n(grip.x)} ${n(grip.y - 12)}V${rail}M${n(grip.x)} ${n(bar.y)}H${n(bar.x)}M${n(grip.x - 30)} ${rail}H${n(grip.x + 50)}M${n(grip.x - 26)} ${rail}V${rail - 8}M${n(grip.x + 46)} ${rail}V${rail - 8}`,
          ),
          outline(circlePath(bar, 6), true),
        ],
        poses,
      };
    }
    case "sled-push": {
      const lean = 48;
      const arms = { shoulder: lean + 55, elbow: 25 };
      const drive = (lead: Side): Pose => {
        const front = { thigh: 62, knee: 95, ankle: flatFoot(62, 95) + 15 };
        const back = { thigh: -18, knee: 8, ankle: 35 };
        return stand(
          pose({
            trunk: lean,
            neck: -20,
            both: arms,
            near: lead === "near" ? front : back,
            far: lead === "near" ? back : front,
          }),
        );
      };
      const poses = [drive("near"), drive("far")];
      const grip = meanPoint(poses[0]!, (j) => j.near.grip);
      const post = n(grip.x + 2);
      return {
        seconds,
        props: [
          outline(`M${post} ${n(grip.y - 12)}V${FLOOR_Y - 10}`),
          outline(`M${post - 4} ${FLOOR_Y - 10}H${post + 34}L${post + 30} ${FLOOR_Y - 2}H${post}Z`, true),
          outline(`M${post + 6} ${FLOOR_Y - 10}V${FLOOR_Y - 28}H${post + 26}V${FLOOR_Y - 10}`, true),
        ],
        poses,
      };
    }
    case "sled-drag": {
      // Walking backwards, facing the sled, the strap taut to its front.
      const hitch = { x: 196, y: FLOOR_Y - 10 };
      const drag = (lead: Side): Pose => {
        const front = { thigh: 42, knee: 62, ankle: flatFoot(42, 62) };
        const back = { thigh: -22, knee: 20, ankle: 30 };
        return stand(
          pose({
            trunk: -12,
            neck: 5,
            both: { shoulder: 50, elbow: 0 },
            near: lead === "near" ? front : back,
            far: lead === "near" ? back : front,
          }),
        );
      };
      return {
        seconds,
        props: [
          outline(`M${hitch.x} ${hitch.y}H230L227 ${hitch.y + 8}H${hitch.x + 4}Z`, true),
          outline(`M${hitch.x + 8} ${hitch.y}V${hitch.y - 16}H${hitch.x + 30}V${hitch.y}`, true),
          { kind: "cable", from: hitch },
          { kind: "handle", hand: "both" },
        ],
        poses: [drag("near"), drag("far")],
      };
    }
    default:
      return { seconds, props: load(params, "dumbbell"), poses: walking({ both: { shoulder: 3, elbow: 0 } }) };
  }
};

// ---------------------------------------------------------------------------------------------------
// The Olympic lifts: the bar in the hands from floor or hang, through the pull, into the catch.

const BAR_ON_FLOOR = FLOOR_Y - 17;
const FRONT_RACK = { shoulder: 85, elbow: 150 };

/** Set up over a bar on the floor: legs bent, back leaning until straight arms meet the bar over mid-foot. */
function fromFloor(thigh: number, knee: number): Pose {
  return leanToReach(pose({ neck: -30, both: { thigh, knee, ankle: flatFoot(thigh, knee) } }), (spec) => ({
    x: meanPoint(spec, (j) => j.near.ankle).x + 6,
    y: BAR_ON_FLOOR,
  }));
}

const hangStart = (lean: number) =>
  pose({ trunk: lean, neck: -20, both: { thigh: 12, knee: 22, ankle: flatFoot(12, 22), shoulder: lean, elbow: 0 } });
const extended = pose({ trunk: -6, neck: -5, both: { thigh: -4, knee: 2, ankle: 34, shoulder: -2, elbow: 0 } });
const squatCatch = (depth: number, arms: Partial<LimbAngles>, lean: number) =>
  pose({
    trunk: lean,
    neck: -10,
    both: { thigh: 105 * depth, knee: 135 * depth, ankle: flatFoot(105 * depth, 135 * depth), ...arms },
  });

/** Arms locked overhead with the bar a touch behind the head, over the feet, whatever the lean. */
const overhead = (trunk: number) => ({ shoulder: trunk + 182, elbow: 0 });

const clean: Pattern = (variant, params) => ({
  seconds: params.tempo,
  props: load(params, "barbell"),
  poses: [
    variant === "hang" ? hangStart(32) : fromFloor(78, 108),
    extended,
    variant === "squat" ? squatCatch(params.range, FRONT_RACK, 16) : squatCatch(0.42 * params.range, FRONT_RACK, 10),
  ],
});

const snatch: Pattern = (variant, params) => ({
  seconds: params.tempo,
  props: load(params, "barbell"),
  poses: [
    variant === "hang" ? hangStart(24) : fromFloor(80, 115),
    { ...extended, near: { ...extended.near, shoulder: 8 }, far: { ...extended.far, shoulder: 8 } },
    variant === "squat"
      ? squatCatch(params.range, overhead(20), 20)
      : squatCatch(0.45 * params.range, overhead(10), 10),
  ],
});

const JERK_RACK = { shoulder: 70, elbow: 150 };
const dip = pose({ neck: -5, both: { thigh: 24, knee: 36, ankle: flatFoot(24, 36), ...JERK_RACK } });
const drive = pose({ trunk: -3, neck: -8, both: { thigh: 0, knee: 0, ankle: 30, shoulder: 150, elbow: 70 } });

function splitCatch(range: number): Pose {
  const front = { thigh: 55 * range, knee: 62 * range, ankle: flatFoot(55 * range, 62 * range) };
  const back = { thigh: -32 * range, knee: 32 * range, ankle: -8 };
  return pose({ trunk: 2, neck: -5, near: { ...front, ...overhead(2) }, far: { ...back, ...overhead(2) } });
}

const jerk: Pattern = (variant, params) => {
  const range = params.range;
  const push = pose({
    trunk: 3,
    neck: -5,
    both: { thigh: 32 * range, knee: 48 * range, ankle: flatFoot(32 * range, 48 * range), ...overhead(3) },
  });
  const poses =
    variant === "clean-and-jerk"
      ? [fromFloor(78, 108), squatCatch(range, FRONT_RACK, 16), dip, splitCatch(range)]
      : [dip, drive, variant === "split" ? splitCatch(range) : push];
  return {
    seconds: variant === "clean-and-jerk" ? params.tempo * 1.6 : params.tempo,
    props: load(params, "barbell"),
    poses,
  };
};

// ---------------------------------------------------------------------------------------------------

const getUp: Pattern = (_variant, params) => {
  // The bell stays straight above the near shoulder while the body rises beneath it.
  const bell = (trunk: number) => ({ shoulder: trunk + 180, elbow: 0 });
  const nearKnee = { thigh: 132, knee: 108, ankle: flatFoot(132, 108) };
  const farLeg = { thigh: 88, knee: 0, ankle: 10 };
  const lying = supine({ near: { ...nearKnee, ...bell(-90) }, far: { ...farLeg, shoulder: -10, elbow: 0 } }, 92);
  const foot = meanPoint(lying, (j) => j.near.ankle);
  const sitting = (() => {
    const spec = at(
      pose({ trunk: -35, neck: 5, near: { ...nearKnee, ...bell(-35) }, far: { ...farLeg, shoulder: -60, elbow: 0 } }),
      lying.hip,
    );
    const arm = armTo(
      meanPoint(spec, (j) => j.shoulder),
      { x: lying.hip!.x - 26, y: FLOOR_Y - 4 },
      -35,
    );
    return { ...spec, far: { ...spec.far, ...arm } };
  })();
  const kneelingSpec = pose({
    trunk: 2,
    near: { thigh: 82, knee: 84, ankle: flatFoot(82, 84), ...bell(2) },
    far: { thigh: -6, knee: 98, ankle: 25, shoulder: 10, elbow: 10 },
  });
  const kneeling = onFloor(
    kneelingSpec,
    foot.x - meanPoint({ ...kneelingSpec, hip: { x: 0, y: 0 } }, (j) => j.near.ankle).x,
    [knee("far"), sole("near")],
  );
  const standing = pose({ near: bell(0), far: { shoulder: 5, elbow: 8 } });
  return {
    seconds: Math.max(params.tempo, 6),
    props: [{ kind: "kettlebell", hand: "near" }, mat(118, 210)],
    poses: [lying, sitting, kneeling, standing],
  };
};

// ---------------------------------------------------------------------------------------------------
// Running: two mirrored strides (opposite arm and leg), or with a flight phase between.

type Stride = { drive: number; driveKnee: number; push: number; pushKnee: number; lean: number; arm: number };

function stride(lead: Side, s: Stride): Pose {
  const front = { thigh: s.drive, knee: s.driveKnee, ankle: 10, shoulder: -s.arm * 0.8, elbow: 85 };
  const back = { thigh: -s.push, knee: s.pushKnee, ankle: 32, shoulder: s.arm, elbow: 90 };
  return pose({
    trunk: s.lean,
    neck: -s.lean * 0.6,
    near: lead === "near" ? front : back,
    far: lead === "near" ? back : front,
  });
}

const running: Pattern = (variant, params) => {
  const range = params.range;
  const seconds = Math.min(params.tempo, 1.6);
  const both = (s: Stride) => [stride("near", s), stride("far", s)];
  switch (variant) {
    case "sprint": {
      const s = { drive: 78 * range, driveKnee: 105, push: 28 * range, pushKnee: 12, lean: 14, arm: 60 };
      const flight = pose({
        trunk: 12,
        neck: -8,
        near: { thigh: 45 * range, knee: 70, ankle: 5, shoulder: -35, elbow: 80 },
        far: { thigh: -22 * range, knee: 115, ankle: 30, shoulder: 50, elbow: 85 },
      });
      return {
        seconds: Math.min(seconds, 1.1),
        props: [],
        poses: [stride("near", s), stand(flight, 12), stride("far", s)],
      };
    }
    case "jog":
      return {
        seconds,
        props: [],
        poses: both({ drive: 28 * range, driveKnee: 45, push: 14 * range, pushKnee: 40, lean: 4, arm: 22 }),
      };
    case "high-knees": {
      const up = pose({
        trunk: 0,
        near: { thigh: 92 * range, knee: 95, ankle: 25, shoulder: -30, elbow: 90 },
        far: { thigh: 0, knee: 0, ankle: 28, shoulder: 55, elbow: 90 },
      });
      return { seconds: Math.min(seconds, 1.2), props: [], poses: [up, mirrored(up)] };
    }
    case "butt-kicks": {
      const kick = pose({
        trunk: 6,
        neck: -3,
        near: { thigh: -8, knee: 140 * range, ankle: 35, shoulder: 35, elbow: 90 },
        far: { thigh: 0, knee: 0, ankle: 25, shoulder: -25, elbow: 90 },
      });
      return { seconds: Math.min(seconds, 1.2), props: [], poses: [kick, mirrored(kick)] };
    }
    case "skip": {
      const knee = pose({
        trunk: 2,
        near: { thigh: 88 * range, knee: 90, ankle: 20, shoulder: -35, elbow: 85 },
        far: { thigh: 0, knee: 3, ankle: 30, shoulder: 75, elbow: 80 },
      });
      return { seconds, props: [], poses: [knee, stand(knee, 14), mirrored(knee), stand(mirrored(knee), 14)] };
    }
    case "backward": {
      // Backpedalling: the body rides on the ball of the foot beneath it while the free leg reaches
      // back to land toes first (running forwards, the free leg reaches ahead).
      const back = pose({
        trunk: 2,
        neck: -8,
        near: { thigh: -32 * range, knee: 28, ankle: 38, shoulder: 40, elbow: 85 },
        far: { thigh: 12 * range, knee: 30, ankle: flatFoot(12 * range, 30) + 22, shoulder: -25, elbow: 85 },
      });
      return { seconds, props: [], poses: [back, mirrored(back)] };
    }
    default:
      return {
        seconds,
        props: [],
        poses: both({ drive: 50 * range, driveKnee: 80, push: 24 * range, pushKnee: 28, lean: 8, arm: 45 }),
      };
  }
};

const run: Pattern = (variant, params) => inPlace(running(variant, params));

// ---------------------------------------------------------------------------------------------------
// Machines: the figure's hip on a seat, the feet following pedals or a footplate.

/** The ankle of a foot whose ball is on the pedal at `angle` degrees round the crank from the top. */
function pedal(crank: Point, radius: number, angle: number, ball: Point): Point {
  return { x: crank.x + Math.sin(rad(angle)) * radius - ball.x, y: crank.y - Math.cos(rad(angle)) * radius - ball.y };
}

const cycle: Pattern = (variant, params) => {
  const seconds = Math.min(params.tempo, 1.8);
  const recumbent = variant === "recumbent";
  const hip = recumbent ? { x: 82, y: 172 } : { x: 98, y: 126 };
  const crank = recumbent ? { x: hip.x + 66, y: hip.y - 2 } : { x: hip.x + 14, y: hip.y + 68 };
  const radius = recumbent ? 14 : 16;
  // Upright, the foot is level and its ball sits on the pedal; reclined, the sole faces forward.
  const ball = recumbent ? { x: 4, y: -11 } : { x: 10, y: 3 };
  const footAngle = recumbent ? -155 : -92;
  const trunk = recumbent ? -28 : 32;
  const legAt = (angle: number) => {
    const leg = legTo(hip, pedal(crank, radius, angle, ball));
    const shin = -leg.thigh + leg.knee;
    return { ...leg, ankle: footAngle - shin + 90 };
  };
  const bars = { x: hip.x + 64, y: hip.y - 22 };
  const base = pose({ trunk, neck: recumbent ? 15 : -15 });
  const shoulder = meanPoint({ ...base, hip }, (j) => j.shoulder);
  const arms = recumbent ? { shoulder: -5, elbow: 35 } : armTo(shoulder, bars, trunk);
  const poses = [25, 145, 265].map((angle) => ({
    ...base,
    hip,
    near: { ...base.near, ...arms, ...legAt(angle) },
    far: { ...base.far, ...arms, ...legAt(angle + 180) },
  }));
  const chainring = circlePath(crank, 6);
  const frame = recumbent
    ? `M${hip.x - 24} ${hip.y + 12}H${hip.x + 14}M${hip.x - 22} ${hip.y + 10}L${hip.x - 38} ${hip.y - 46}M${hip.x - 8} ${hip.y + 12}L${crank.x} ${crank.y}M${hip.x - 4} ${hip.y + 12}V${FLOOR_Y - 4}M${hip.x - 60} ${FLOOR_Y - 2}H${crank.x + 20}M${crank.x} ${crank.y}L${crank.x + 4} ${FLOOR_Y - 2}M${hip.x + 4} ${hip.y + 14}H${hip.x + 12}`
    : `M${hip.x - 14} ${hip.y + 11}H${hip.x + 10}M${hip.x - 2} ${hip.y + 11}L${crank.x} ${crank.y}L${bars.x - 6} ${hip.y - 6}M${bars.x - 12} ${bars.y + 6}L${bars.x + 2} ${bars.y}M${bars.x - 6} ${hip.y - 6}L${bars.x - 8} ${bars.y + 4}M${crank.x} ${crank.y}L${hip.x - 30} ${FLOOR_Y - 2}M${hip.x - 46} ${FLOOR_Y - 2}H${hip.x + 90}M${bars.x - 6} ${hip.y - 6}L${bars.x + 16} ${FLOOR_Y - 2}`;
  const flywheel = recumbent ? "" : circlePath({ x: crank.x + 40, y: FLOOR_Y - 44 }, 20);
  return {
    seconds,
    props: [outline(frame), outline(chainring), ...(flywheel ? [outline(flywheel)] : [])],
    poses,
  };
};

const row: Pattern = (_variant, params) => {
  const footplate = { x: 178, y: 196 };
  const seatY = 192;
  const footAngle = -125;
  const stroke = (hipX: number, trunk: number, arms: Partial<LimbAngles>): Pose => {
    const hip = { x: hipX, y: seatY };
    const leg = legTo(hip, footplate);
    const ankle = footAngle - (-leg.thigh + leg.knee) + 90;
    return { ...pose({ trunk, neck: -trunk * 0.3, both: { ...leg, ankle, ...arms } }), hip };
  };
  const reach = 1 - (1 - params.range) * 0.5;
  const catchPose = stroke(138 - 6 * (1 - reach), 26 * reach, { shoulder: 26 * reach + 62, elbow: 0 });
  const drivePose = stroke(112, 4, { shoulder: 72, elbow: 0 });
  const finishPose = stroke(96, -22, { shoulder: -38, elbow: 118 });
  return {
    seconds: params.tempo,
    props: [
      outline(`M40 ${seatY + 14}H196M46 ${seatY + 14}V${FLOOR_Y}M190 ${seatY + 14}V${FLOOR_Y}`),
      outline(`M${footplate.x + 2} ${footplate.y + 8}L${footplate.x + 12} ${footplate.y - 14}`),
      outline(`M196 ${FLOOR_Y}V178L200 168L212 163L224 168L228 178V${FLOOR_Y}Z`, true),
      { kind: "cable", from: { x: 200, y: 180 } },
      { kind: "handle", hand: "both" },
    ],
    poses: [catchPose, drivePose, finishPose],
  };
};

const climb: Pattern = (variant, params) => {
  const seconds = params.tempo;
  switch (variant) {
    case "rope": {
      // Hand over hand up a hanging rope: only the rope's line matters, so the grips are placed on it.
      const rope = 150;
      const climbing = (high: Side, legsUp: boolean): Pose => {
        const low = other(high);
        const spec = pose({
          trunk: 8,
          neck: -20,
          both: legsUp ? { thigh: 78, knee: 105, ankle: 0 } : { thigh: 38, knee: 40, ankle: 10 },
        });
        const hip = { x: rope - 26, y: legsUp ? 150 : 132 };
        const shoulder = meanPoint({ ...spec, hip }, (j) => j.shoulder);
        return {
          ...spec,
          hip,
          [high]: { ...spec[high], ...armTo(shoulder, { x: rope, y: shoulder.y - 54 }, 8) },
          [low]: { ...spec[low], ...armTo(shoulder, { x: rope, y: shoulder.y - 12 }, 8) },
        };
      };
      return {
        seconds,
        props: [outline(`M${rope} 0V${FLOOR_Y - 6}`)],
        poses: [climbing("near", false), climbing("far", true)],
      };
    }
    case "ladder": {
      // A ladder leaning away, rungs every 24 units; hands and feet on alternate rungs, in place.
      const lean = 0.22;
      const rung = (k: number) => ({ x: 138 + 24 * k * lean, y: FLOOR_Y - 24 * k });
      const rails = [rung(-0.2), rung(9.2)];
      const rungs = Array.from({ length: 9 }, (_, k) => rung(k + 1))
        .map((point) => `M${n(point.x - 7)} ${n(point.y)}H${n(point.x + 7)}`)
        .join("");
      const climbing = (high: Side, rise: number): Pose => {
        const low = other(high);
        const spec = pose({ trunk: 12, neck: -25 });
        const hip = { x: rung(4).x - 30, y: rung(4).y - 4 - rise };
        const shoulder = meanPoint({ ...spec, hip }, (j) => j.shoulder);
        const ballOf = (point: Point) => ({ x: point.x - 11, y: point.y - 5 });
        const leg = (k: number) => {
          const angles = legTo(hip, ballOf(rung(k)));
          return { ...angles, ankle: flatFoot(angles.thigh, angles.knee) };
        };
        return {
          ...spec,
          hip,
          [high]: { ...leg(2), ...armTo(shoulder, rung(7), 12) },
          [low]: { ...leg(1), ...armTo(shoulder, rung(6), 12) },
        };
      };
      return {
        seconds,
        props: [outline(`M${n(rails[0]!.x)} ${n(rails[0]!.y)}L${n(rails[1]!.x)} ${n(rails[1]!.y)}${rungs}`)],
        poses: [climbing("near", 0), climbing("far", 12)],
      };
    }
    default: {
      // Stairs seen from the side: one foot on each tread, the higher foot bent and about to drive.
      const tread = (k: number) => ({ x: 60 + 34 * k, y: FLOOR_Y - 22 * k });
      const treads = Array.from({ length: 5 }, (_, k) => tread(k + 1));
      const stairs =
        `M20 ${FLOOR_Y}H60` + treads.map((point) => `V${point.y}H${point.x + 34}`).join("") + `V${FLOOR_Y}`;
      const stepping = (high: Side): Pose => {
        const hip = { x: tread(2).x - 4, y: tread(2).y - 80 };
        const spec = pose({ trunk: 10, neck: -10 });
        const foot = (k: number) => {
          const angles = legTo(hip, { x: tread(k).x + 10, y: tread(k).y - 3 });
          return { ...angles, ankle: flatFoot(angles.thigh, angles.knee) };
        };
        return {
          ...spec,
          hip,
          [high]: { ...foot(3), shoulder: -30, elbow: 30 },
          [other(high)]: { ...foot(2), shoulder: 35, elbow: 40 },
        };
      };
      return { seconds, props: [outline(stairs, true)], poses: [stepping("near"), stepping("far")] };
    }
  }
};

// ---------------------------------------------------------------------------------------------------

const strongman: Pattern = (variant, params) => {
  const seconds = params.tempo;
  switch (variant) {
    case "tire-flip": {
      // The tyre is drawn part-way over, its far edge on the floor and the near edge in the hands:
      // low and driving into it, then hips through with the hands still under the edge.
      const low = pose({ trunk: 42, neck: -25, both: { thigh: 70, knee: 95, ankle: flatFoot(70, 95) } });
      const shoulder = meanPoint(low, (j) => j.shoulder);
      const edge = { x: shoulder.x + 34, y: shoulder.y + 28 };
      const high = leanToReach(pose({ neck: -20, both: { thigh: 18, knee: 22, ankle: 22 } }), () => edge, low);
      const pivot = { x: 236, y: FLOOR_Y };
      const centre = { x: (edge.x + pivot.x) / 2, y: (edge.y + pivot.y) / 2 };
      const angle = deg(Math.atan2(pivot.y - edge.y, pivot.x - edge.x));
      const length = Math.hypot(pivot.x - edge.x, pivot.y - edge.y) / 2;
      return {
        seconds,
        props: [
          outline(ellipsePath(centre, length, 18, angle), true),
          outline(ellipsePath(centre, length * 0.5, 7, angle)),
        ],
        poses: [reaching(low, edge), high],
      };
    }
    case "atlas-stone": {
      const stone: Prop = { kind: "ball", hand: "near" };
      const over = leanToReach(
        pose({ neck: -30, both: { thigh: 75, knee: 105, ankle: flatFoot(75, 105) } }),
        (spec) => ({ x: meanPoint(spec, (j) => j.near.ankle).x + 14, y: FLOOR_Y - 11 }),
      );
      const lap = pose({ trunk: 28, neck: -10, both: { thigh: 88, knee: 118, ankle: flatFoot(88, 118) } });
      const lapGrip = meanPoint(lap, (j) => ({
        x: (j.hip.x + 2 * j.near.knee.x) / 3,
        y: (j.hip.y + 2 * j.near.knee.y) / 3 - 18,
      }));
      const tall = pose({ trunk: -10, neck: 5, both: { thigh: -6, knee: 4, ankle: 10 } });
      const chestGrip = meanPoint(tall, (j) => ({ x: j.shoulder.x + 16, y: j.shoulder.y + 20 }));
      return {
        seconds: params.tempo * 1.3,
        props: [stone, { kind: "box", x: 176, y: 118, width: 52, height: FLOOR_Y - 118 }],
        poses: [over, reaching(lap, lapGrip), reaching(tall, chestGrip)],
      };
    }
    case "log-press": {
      // The log end-on, racked high on the chest, then driven overhead.
      const rack = (spec: Pose) =>
        reaching(
          spec,
          meanPoint(spec, (j) => ({ x: j.shoulder.x + 17, y: j.shoulder.y + 8 })),
        );
      const standTall = pose({ trunk: -6, neck: -5 });
      const dipped = pose({ trunk: -4, neck: -5, both: { thigh: 24, knee: 36, ankle: flatFoot(24, 36) } });
      return {
        seconds,
        props: [{ kind: "ball", hand: "far" }],
        poses: [rack(standTall), rack(dipped), pose({ trunk: -2, both: overhead(-2) })],
      };
    }
    case "keg-carry": {
      // A bear hug: the forearms cross the keg's middle, which rests against the chest.
      const hug = { shoulder: 25, elbow: 75 };
      const poses = walking({ trunk: -8, neck: 5, both: hug }, 0.8);
      const middle = meanPoint(poses[0]!, (j) => ({
        x: (j.near.elbow.x + j.near.grip.x) / 2,
        y: (j.near.elbow.y + j.near.grip.y) / 2,
      }));
      const keg = { x: middle.x, y: middle.y - 19 };
      return {
        seconds,
        props: [
          outline(
            `M${n(keg.x - 14)} ${n(keg.y)}H${n(keg.x + 14)}V${n(keg.y + 38)}H${n(keg.x - 14)}ZM${n(keg.x - 14)} ${n(keg.y + 8)}H${n(keg.x + 14)}M${n(keg.x - 14)} ${n(keg.y + 30)}H${n(keg.x + 14)}`,
            true,
          ),
        ],
        poses,
      };
    }
    default: {
      // A thick axle pulled from the floor: shown by the bar's plates and a double-overhand grip.
      return {
        seconds,
        props: [{ kind: "barbell", hand: "far" }],
        poses: [fromFloor(62, 82), pose({ trunk: -4, neck: -5, both: { shoulder: -4, elbow: 0 } })],
      };
    }
  }
};

export const CORE_AND_CONDITIONING: Partial<Record<PatternName, Pattern>> = {
  crunch,
  "leg-raise": legRaise,
  plank,
  rotation,
  carry,
  clean,
  snatch,
  jerk,
  "get-up": getUp,
  run,
  cycle,
  row,
  climb,
  strongman,
};
