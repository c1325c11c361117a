import { FLOOR_Y } from "../motion-svg";
import { flatFoot, pose } from "../poses";
import type { Prop } from "../props";
import { proportionsOf, type LimbAngles, type Point, type Pose } from "../rig";
import { handProps } from "./hands";
import type { MotionParams, Pattern } from "./types";
import type { PatternName } from "./vocabulary";

type Limb = Partial<LimbAngles>;

// A pose that pins the hip cannot know which model will draw it, so reaches are solved for a body
// halfway between the two: each model's hands and feet land within a few units of the target.
const MALE = proportionsOf("male");
const FEMALE = proportionsOf("female");
const mean = (key: "torso" | "upperArm" | "forearm" | "hand" | "thigh" | "shin" | "footFront") =>
  (MALE[key] + FEMALE[key]) / 2;
const BODY = {
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
const BENCH_TOP = FLOOR_Y - 43;
/** Where the ankle joint sits over a flat foot. */
const ANKLE_Y = FLOOR_Y - 3;

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
const mix = (from: number, to: number, amount: number) => from + (to - from) * amount;
const f = (value: number) => Number(value.toFixed(1));

/** As the rig measures: `angle` degrees clockwise from straight down. */
function along(from: Point, angle: number, length: number): Point {
  return { x: from.x - Math.sin(rad(angle)) * length, y: from.y + Math.cos(rad(angle)) * length };
}
const shoulderFrom = (hip: Point, trunk: number) => along(hip, 180 + trunk, BODY.torso);
const hipUnder = (shoulder: Point, trunk: number) => along(shoulder, trunk, BODY.torso);
/** Keeps shoulder angles in one turn, so the animation swings the short way a real arm goes. */
const wrap = (angle: number) => ((((angle + 90) % 360) + 360) % 360) - 90;

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
function armTo(shoulder: Point, grip: Point, trunk: number): Limb {
  const { angle, bend } = twoLink(shoulder, grip, BODY.upperArm, BODY.reach, 1);
  return { shoulder: wrap(trunk - angle), elbow: bend };
}

/** Thigh and knee that put the ankle at `ankle`, the foot flat unless `foot` gives its world angle. */
function legTo(hip: Point, ankle: Point, foot = -90): Limb {
  const { angle, bend } = twoLink(hip, ankle, BODY.thigh, BODY.shin, -1);
  return { thigh: -angle, knee: bend, ankle: foot - (angle + bend) + 90 };
}

/** Feet flat on the floor `ahead` of the hip, for sitting on a seat or lying on a bench. */
const feetDown = (hip: Point, ahead: number) => legTo(hip, { x: hip.x + ahead, y: ANKLE_Y });

/** The working arm on the near side; with `side: "one"` the far arm keeps to `rest`. */
function arms(params: MotionParams, working: Limb, rest: Limb = working) {
  return { near: working, far: params.side === "one" ? rest : working };
}

// Equipment.
const outline = (d: string, fill = false): Prop => ({ kind: "outline", d, ...(fill ? { fill } : {}) });
const bench = (x: number, top: number, length: number, angle = 0): Prop => ({
  kind: "bench",
  x,
  y: top + 5,
  length,
  angle,
});
/** A flat seat under a sitting hip. */
const seat = (hip: Point, length = 44) => bench(hip.x + 6, hip.y + 11, length);
/** A filled pad from `a` to `b`, `thick` across. */
function pad(a: Point, b: Point, thick: number): string {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const nx = ((a.y - b.y) / length) * (thick / 2);
  const ny = ((b.x - a.x) / length) * (thick / 2);
  return `M${f(a.x + nx)} ${f(a.y + ny)}L${f(b.x + nx)} ${f(b.y + ny)}L${f(b.x - nx)} ${f(b.y - ny)}L${f(a.x - nx)} ${f(a.y - ny)}Z`;
}
const line = (a: Point, b: Point) => `M${f(a.x)} ${f(a.y)}L${f(b.x)} ${f(b.y)}`;
const wheel = (centre: Point, r = 3.5) =>
  `M${f(centre.x - r)} ${f(centre.y)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
/** A cable column standing at `x` with its pulley at `pulley`. */
const column = (x: number, pulley: Point) =>
  outline(
    `M${x - 8} ${FLOOR_Y}H${x + 8}M${x} ${FLOOR_Y}V${f(Math.min(pulley.y, 30) - 6)}${line({ x, y: pulley.y }, pulley)}${wheel(pulley)}`,
  );
const cable = (from: Point): Prop => ({ kind: "cable", from });

/**
 * A bench along a back lying face up (`face: "up"`) or a chest lying face down, from `from` to `to`
 * along the torso from the hip; tilted with the trunk.
 */
function benchAlong(hip: Point, trunk: number, from: number, to: number, face: "up" | "down" = "up"): Prop {
  const middle = along(hip, 180 + trunk, (from + to) / 2);
  const centre = along(middle, face === "up" ? trunk + 90 : trunk - 90, PAD_OFFSET);
  const tilt = trunk + 90 > 90 ? trunk - 90 : trunk + 90;
  return bench(centre.x, centre.y - 5, to - from, tilt);
}

/**
 * Lying face up with the back on a bench tilted `back` degrees from flat (the seat stays level under
 * an incline) and the feet on the floor.
 */
function lyingOnBench(back: number, hipX = 150) {
  const hip = { x: hipX, y: BENCH_TOP - 14 + (back < 0 ? back * 0.9 : 0) };
  const trunk = -90 + back;
  const props = [benchAlong(hip, trunk, back > 10 ? 8 : -22, back > 10 ? 78 : 82)];
  if (back > 10) props.push(bench(hip.x + 4, BENCH_TOP, 36));
  return { hip, trunk, legs: feetDown(hip, back < 0 ? 38 : 48), props, shoulder: shoulderFrom(hip, trunk) };
}

/** The grip over the chest, `height` out from the sternum. */
function overChest(shoulder: Point, trunk: number, height: number) {
  return along(along(shoulder, trunk, BODY.torso * 0.25), trunk - 90, height);
}

/** Arms straight up from a lying body, whatever the bench's tilt. */
const armsUp = (trunk: number): Limb => ({ shoulder: wrap(trunk + 180), elbow: 3 });

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
function pushUp(
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
const SOFT_KNEES = { thigh: 8, knee: 16, ankle: flatFoot(8, 16) };
const HINGED_LEGS = { thigh: 15, knee: 30, ankle: flatFoot(15, 30) };

/** Standing on both feet (the rig finds the floor) with the arms given per side. */
const standing = (
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
function sitting(hip: Point, trunk: number, sides: { near: Limb; far: Limb }, neck = 0) {
  const legs = feetDown(hip, 46);
  return pose({ trunk, neck, hip, both: legs, near: sides.near, far: sides.far });
}
const SEATED_HIP = { x: 104, y: BENCH_TOP - 11 };
/** An upright seat with a backrest behind a sitting torso. */
const seatWithBack = (hip: Point, trunk: number) => {
  const low = along(hip, 90 + trunk, 16);
  return [seat(hip), outline(pad(low, along(low, 180 + trunk, 58), 7), true)];
};

// Each variant below is a side view; movements that happen across the body (flyes, lateral raises)
// are drawn as the nearest side-view shape a coach would recognise, as their comments say.

const horizontalPush: Pattern = (variant, params) => {
  const seconds = params.tempo;
  const load = handProps(params);
  switch (variant) {
    case "push-up":
      return { seconds, ...pushUp(params) };
    case "incline-push-up":
      return { seconds, ...pushUp(params, { handsOn: 45 }) };
    case "decline-push-up":
      return { seconds, ...pushUp(params, { toesOn: 45 }) };
    case "machine": {
      const trunk = -8;
      const shoulder = shoulderFrom(SEATED_HIP, trunk);
      const near = { x: shoulder.x + 14, y: shoulder.y + 10 };
      const far = { x: shoulder.x + BODY.upperArm + BODY.reach - 2, y: shoulder.y + 6 };
      const press = (grip: Point) => sitting(SEATED_HIP, trunk, arms(params, armTo(shoulder, grip, trunk)));
      const back = SEATED_HIP.x - 22;
      return {
        seconds,
        props: [
          ...seatWithBack(SEATED_HIP, trunk),
          // A side rail the handles run along, on a frame behind the seat.
          outline(
            `M${back - 10} ${FLOOR_Y}H${back + 24}M${back} ${FLOOR_Y}V${f(far.y - 30)}M${back} ${f(far.y - 7)}H${f(far.x + 8)}V${FLOOR_Y}M${f(far.x)} ${FLOOR_Y}H${f(far.x + 16)}`,
          ),
          { kind: "handle", hand: "both" },
        ],
        poses: [press(near), press({ x: mix(near.x, far.x, params.range), y: far.y })],
      };
    }
    case "cable": {
      const pulley = { x: 34, y: 92 };
      return {
        seconds,
        props: [column(26, pulley), cable(pulley), { kind: "handle", hand: "both" }],
        poses: [
          standing(arms(params, { shoulder: 15, elbow: 115 }), { trunk: 12, split: true }),
          standing(arms(params, { shoulder: 15 + 70 * params.range, elbow: 115 - 110 * params.range }), {
            trunk: 12,
            split: true,
          }),
        ],
      };
    }
    default: {
      // Bench press and floor press: the bar from the chest (or the elbows on the floor) to straight arms.
      const floor = variant === "floor-press";
      const body = floor
        ? (() => {
            const hip = { x: 150, y: FLOOR_Y - 14 };
            return {
              hip,
              trunk: -90,
              legs: legTo(hip, { x: hip.x + 40, y: ANKLE_Y }),
              props: [{ kind: "mat", x: 50, width: 170 } as Prop],
              shoulder: shoulderFrom(hip, -90),
            };
          })()
        : lyingOnBench(params.bench ?? 0);
      const low = overChest(body.shoulder, body.trunk, floor ? 30 : 18);
      const high = along(body.shoulder, 180, BODY.upperArm + BODY.reach - 1);
      const lying = (limb: Limb) =>
        pose({ trunk: body.trunk, neck: -5, hip: body.hip, both: { ...body.legs, ...limb } });
      const rails =
        params.implement === "smith" ? [outline(`M${f(high.x - 6)} 12V${FLOOR_Y}M${f(high.x + 6)} 12V${FLOOR_Y}`)] : [];
      return {
        seconds,
        props: [...rails, ...body.props, ...load],
        poses: [
          lying(armsUp(body.trunk)),
          lying(
            armTo(
              body.shoulder,
              { x: mix(high.x, low.x, params.range), y: mix(high.y, low.y, params.range) },
              body.trunk,
            ),
          ),
        ],
      };
    }
  }
};

const RACK = { shoulder: 35, elbow: 150 };
const OVERHEAD = { shoulder: 172, elbow: 2 };
const overheadAt = (range: number): Limb => ({
  shoulder: mix(RACK.shoulder, OVERHEAD.shoulder, range),
  elbow: mix(RACK.elbow, OVERHEAD.elbow, range),
});

const verticalPush: Pattern = (variant, params) => {
  const seconds = params.tempo;
  const load = handProps(params);
  const rest = { shoulder: 10, elbow: 100 };
  switch (variant) {
    case "seated":
    case "arnold": {
      const trunk = -4;
      const sit = (limb: Limb) => sitting(SEATED_HIP, trunk, arms(params, limb, rest));
      const poses =
        variant === "arnold"
          ? // Palms in, elbows together in front of the face; they open out to the sides as the press rises.
            [sit({ shoulder: 80, elbow: 150 }), sit({ shoulder: 25, elbow: 150 }), sit(overheadAt(params.range))]
          : [sit({ shoulder: 22, elbow: 155 }), sit(overheadAt(params.range))];
      return { seconds, props: [...seatWithBack(SEATED_HIP, trunk), ...load], poses };
    }
    case "push-press":
      return {
        seconds,
        props: load,
        poses: [
          standing(arms(params, RACK, rest)),
          standing(arms(params, RACK, rest), { trunk: 4, legs: { thigh: 28, knee: 45, ankle: flatFoot(28, 45) } }),
          standing(arms(params, overheadAt(params.range), rest)),
        ],
      };
    case "handstand": {
      // Upside down against a wall: trunk 180 turns the body over, so the back faces the wall (+x).
      const grip = { x: 112, y: FLOOR_Y - 3.5 };
      const at = (shoulder: Point) => {
        const hip = hipUnder(shoulder, 180 - 4);
        return pose({
          trunk: 176,
          neck: -20,
          hip,
          both: { thigh: 174, knee: 0, ankle: 50, ...armTo(shoulder, grip, 176) },
        });
      };
      const top = { x: grip.x + 2, y: grip.y - BODY.upperArm - BODY.reach + 1 };
      const bottom = { x: grip.x + 8, y: mix(top.y, FLOOR_Y - 33, params.range) };
      return {
        seconds,
        props: [outline(`M132 ${FLOOR_Y}V6`)],
        poses: [at(top), at(bottom)],
      };
    }
    case "landmine": {
      const anchor = { x: 232, y: FLOOR_Y - 3 };
      return {
        seconds,
        props: [cable(anchor), { kind: "plate", hand: "near" }],
        poses: [
          standing(arms(params, { shoulder: 30, elbow: 140 }, rest), { split: true, trunk: 8 }),
          standing(arms(params, { shoulder: mix(30, 125, params.range), elbow: mix(140, 2, params.range) }, rest), {
            split: true,
            trunk: 14,
          }),
        ],
      };
    }
    default:
      return {
        seconds,
        props: load,
        poses: [
          standing(arms(params, RACK, rest)),
          standing(arms(params, overheadAt(params.range), rest), { neck: 5 }),
        ],
      };
  }
};

const dip: Pattern = (variant, params) => {
  if (variant === "bench") {
    // Hands on a bench behind, heels on the floor ahead; the hips sink past the bench's edge.
    const grip = { x: 100, y: BENCH_TOP - 3.5 };
    const heel = { x: 196, y: ANKLE_Y - 2 };
    const at = (drop: number) => {
      const shoulder = { x: grip.x + 6 + drop * 0.25, y: grip.y - BODY.upperArm - BODY.reach + 1 + drop };
      const hip = hipUnder(shoulder, 2);
      return pose({ trunk: 2, neck: -5, hip, both: { ...legTo(hip, heel, -100), ...armTo(shoulder, grip, 2) } });
    };
    return {
      seconds: params.tempo,
      props: [bench(grip.x - 34, BENCH_TOP, 80)],
      poses: [at(0), at(32 * params.range)],
    };
  }
  const grip = { x: 122, y: 118 };
  const at = (shoulder: Point, trunk: number) =>
    pose({
      trunk,
      neck: -5,
      hip: hipUnder(shoulder, trunk),
      both: { thigh: 12, knee: 85, ankle: 30, ...armTo(shoulder, grip, trunk) },
    });
  const top = { x: grip.x - 2, y: grip.y - BODY.upperArm - BODY.reach + 1 };
  const bottom = { x: grip.x + 8, y: mix(top.y, grip.y - 32, params.range) };
  const bar = grip.y + 1;
  return {
    seconds: params.tempo,
    props: [
      outline(`M70 ${bar}H176M80 ${bar}V${FLOOR_Y}M166 ${bar}V${FLOOR_Y}M70 ${FLOOR_Y}H90M156 ${FLOOR_Y}H176`),
      ...handProps(params),
    ],
    poses: [at(top, 6), at(bottom, 24)],
  };
};

const horizontalPull: Pattern = (variant, params) => {
  const seconds = params.tempo;
  const load = handProps(params);
  switch (variant) {
    case "one-arm":
      return { seconds, ...kneelingOnBench(params, { shoulder: 75, elbow: 5 }, { shoulder: -12, elbow: 95 }) };
    case "seated-cable":
    case "machine":
      return { seconds, ...seatedRow(variant, params) };
    case "inverted": {
      // Face up under a bar, heels down; the straight body pivots on the heels.
      const heel = { x: 214, y: ANKLE_Y - 3 };
      const bar = { x: 92, y: 118 };
      const lengthToShoulder = BODY.thigh + BODY.shin + BODY.torso;
      const at = (shoulderY: number) => {
        const tilt = deg(Math.asin((heel.y - shoulderY) / lengthToShoulder));
        const toHead = { x: -Math.cos(rad(tilt)), y: -Math.sin(rad(tilt)) };
        const legLength = BODY.thigh + BODY.shin;
        const hip = { x: heel.x + toHead.x * legLength, y: heel.y + toHead.y * legLength };
        const shoulder = { x: heel.x + toHead.x * lengthToShoulder, y: shoulderY };
        const trunk = tilt - 90;
        return pose({
          trunk,
          neck: 10,
          hip,
          both: { thigh: 90 - tilt, knee: 0, ankle: -tilt, ...armTo(shoulder, bar, trunk) },
        });
      };
      const low = bar.y + BODY.upperArm + BODY.reach - 1;
      return {
        seconds,
        props: [{ kind: "bar", x: bar.x, y: bar.y }],
        poses: [at(low), at(mix(low, bar.y + 16, params.range))],
      };
    }
    case "chest-supported": {
      const body = proneOnIncline(45);
      const row = (limb: Limb) =>
        pose({ trunk: body.trunk, neck: -15, hip: body.hip, both: { ...body.legs, ...limb } });
      return {
        seconds,
        props: [...body.props, ...load],
        poses: [
          row(arms(params, { shoulder: body.trunk, elbow: 5 }).near),
          row({ shoulder: mix(body.trunk, -15, params.range), elbow: mix(5, 100, params.range) }),
        ],
      };
    }
    case "t-bar": {
      const anchor = { x: 14, y: FLOOR_Y - 3 };
      const trunk = 45;
      return {
        seconds,
        props: [cable(anchor), { kind: "plate", hand: "far" }],
        poses: [
          standing(arms(params, { shoulder: trunk + 5, elbow: 5 }), { trunk, neck: -20, legs: HINGED_LEGS }),
          standing(arms(params, { shoulder: mix(trunk + 5, -25, params.range), elbow: mix(5, 110, params.range) }), {
            trunk,
            neck: -20,
            legs: HINGED_LEGS,
          }),
        ],
      };
    }
    default: {
      const trunk = 70;
      return {
        seconds,
        props: load,
        poses: [
          standing(arms(params, { shoulder: trunk + 3, elbow: 5 }), { trunk, neck: -35, legs: HINGED_LEGS }),
          standing(arms(params, { shoulder: mix(trunk + 3, -15, params.range), elbow: mix(5, 95, params.range) }), {
            trunk,
            neck: -35,
            legs: HINGED_LEGS,
          }),
        ],
      };
    }
  }
};

/**
 * One knee and the free hand on a flat bench, the other foot on the floor: the near arm works
 * (one-arm row, kickback) from `start` to `end`.
 */
function kneelingOnBench(params: MotionParams, start: Limb, end: Limb) {
  const hip = { x: 92, y: 136 };
  const trunk = 75;
  const shoulder = shoulderFrom(hip, trunk);
  const top = hip.y + BODY.thigh + 6;
  const supported = {
    thigh: 0,
    knee: 92,
    ankle: 70,
    ...armTo(shoulder, { x: shoulder.x + 2, y: top - 3.5 }, trunk),
  };
  const standingLeg = legTo(hip, { x: hip.x - 6, y: ANKLE_Y });
  const at = (limb: Limb) =>
    pose({
      trunk,
      neck: -25,
      hip,
      near: { ...standingLeg, ...limb },
      far: supported,
    });
  const worked = {
    shoulder: mix(start.shoulder ?? 0, end.shoulder ?? 0, params.range),
    elbow: mix(start.elbow ?? 0, end.elbow ?? 0, params.range),
  };
  return {
    props: [
      bench(hip.x + 8, top, 112),
      ...(params.implement === "bodyweight" ? [] : handProps({ ...params, side: "one" })),
    ],
    poses: [at(start), at(worked)],
  };
}

/** Lying face down on a bench tilted `incline` degrees, toes on the floor behind. */
function proneOnIncline(incline: number) {
  const hip = { x: 96, y: 150 };
  const trunk = 90 - incline;
  const legs = legTo(hip, { x: hip.x - 36, y: ANKLE_Y - 4 }, -60);
  return { hip, trunk, legs, props: [benchAlong(hip, trunk, -4, 50, "down")], shoulder: shoulderFrom(hip, trunk) };
}

/** Rows sitting at a cable (feet on a plate) or a machine (chest on a pad). */
function seatedRow(variant: string, params: MotionParams): { poses: Pose[]; props: Prop[] } {
  if (variant === "machine") {
    const trunk = 0;
    const shoulder = shoulderFrom(SEATED_HIP, trunk);
    const chest = SEATED_HIP.x + 22;
    const reach = { x: shoulder.x + BODY.upperArm + BODY.reach - 2, y: shoulder.y + 10 };
    const pulled = { x: shoulder.x + 16, y: shoulder.y + 16 };
    const row = (grip: Point) => sitting(SEATED_HIP, trunk, arms(params, armTo(shoulder, grip, trunk)));
    return {
      props: [
        seat(SEATED_HIP),
        outline(pad({ x: chest, y: shoulder.y + 6 }, { x: chest, y: shoulder.y + 40 }, 7), true),
        outline(
          `M${chest + 4} ${f(shoulder.y + 30)}H${f(reach.x + 14)}M${f(reach.x + 14)} ${FLOOR_Y}V${f(reach.y - 16)}M${f(reach.x + 4)} ${FLOOR_Y}H${f(reach.x + 24)}`,
        ),
        { kind: "handle", hand: "both" },
      ],
      poses: [row(reach), row({ x: mix(reach.x, pulled.x, params.range), y: mix(reach.y, pulled.y, params.range) })],
    };
  }
  const hip = { x: 72, y: FLOOR_Y - 30 };
  const ankle = { x: hip.x + 74, y: hip.y + 4 };
  const legs = legTo(hip, ankle, 180);
  const pulley = { x: ankle.x + 16, y: ankle.y - 4 };
  const at = (trunk: number, grip: (shoulder: Point) => Point) => {
    const shoulder = shoulderFrom(hip, trunk);
    return pose({ trunk, neck: -5, hip, both: { ...legs }, ...arms(params, armTo(shoulder, grip(shoulder), trunk)) });
  };
  return {
    props: [
      bench(hip.x + 2, hip.y + 11, 40),
      outline(
        `M${hip.x - 30} ${FLOOR_Y}H${pulley.x + 12}M${ankle.x + 8} ${f(ankle.y + 14)}V${f(ankle.y - 18)}M${pulley.x + 4} ${FLOOR_Y}V${f(pulley.y)}${wheel(pulley)}`,
      ),
      cable(pulley),
      { kind: "handle", hand: "both" },
    ],
    poses: [
      at(mix(0, 22, params.range), (shoulder) => ({ x: shoulder.x + 56, y: shoulder.y + 26 })),
      at(-8, (shoulder) => ({ x: shoulder.x + 20, y: shoulder.y + 34 })),
    ],
  };
}

const verticalPull: Pattern = (variant, params) => {
  const seconds = params.tempo;
  switch (variant) {
    case "pulldown": {
      const hip = { x: 100, y: BENCH_TOP - 11 };
      const knee = { x: hip.x + 44, y: hip.y - 2 };
      const legs = legTo(hip, { x: knee.x - 2, y: ANKLE_Y });
      const gripX = shoulderFrom(hip, -12).x + 12;
      const pulley = { x: gripX, y: 14 };
      const at = (trunk: number, grip: (shoulder: Point) => Point) => {
        const shoulder = shoulderFrom(hip, trunk);
        return pose({ trunk, neck: -10, hip, both: legs, ...arms(params, armTo(shoulder, grip(shoulder), trunk)) });
      };
      return {
        seconds,
        props: [
          seat(hip),
          outline(`${wheel({ x: knee.x - 4, y: knee.y - 14 }, 6)}M${knee.x - 4} ${knee.y - 8}V${FLOOR_Y}`),
          outline(
            `M${hip.x - 40} ${FLOOR_Y}V${pulley.y - 6}H${pulley.x}V${pulley.y}${wheel(pulley)}M${hip.x - 52} ${FLOOR_Y}H${hip.x - 28}`,
          ),
          cable(pulley),
          { kind: "handle", hand: "both" },
        ],
        poses: [
          at(-10, () => ({ x: gripX, y: pulley.y + 34 })),
          at(-18, (shoulder) => ({ x: shoulder.x + 16, y: mix(pulley.y + 34, shoulder.y - 8, params.range) })),
        ],
      };
    }
    case "straight-arm": {
      const pulley = { x: 222, y: 34 };
      const trunk = 28;
      const reach = (shoulder: number): Limb => ({ shoulder, elbow: 8 });
      return {
        seconds,
        props: [column(222, pulley), cable(pulley), { kind: "handle", hand: "both" }],
        poses: [
          standing(arms(params, reach(140)), { trunk, legs: SOFT_KNEES }),
          standing(arms(params, reach(mix(140, 25, params.range))), { trunk, legs: SOFT_KNEES }),
        ],
      };
    }
    default: {
      // Pull-up (overhand, elbows out, body leaning back) and chin-up (underhand, elbows forward, upright).
      const chin = variant === "chin-up";
      const bar = { x: 128, y: 36 };
      const at = (shoulder: Point, trunk: number) =>
        pose({
          trunk,
          neck: -12,
          hip: hipUnder(shoulder, trunk),
          both: { thigh: 20, knee: 90, ankle: 30, ...armTo(shoulder, bar, trunk) },
        });
      const hang = { x: bar.x - 3, y: bar.y + BODY.upperArm + BODY.reach - 1 };
      const top = { x: bar.x - (chin ? 6 : 12), y: bar.y + 12 };
      return {
        seconds,
        props: [{ kind: "bar", x: bar.x, y: bar.y }],
        poses: [
          at(hang, -4),
          at({ x: mix(hang.x, top.x, params.range), y: mix(hang.y, top.y, params.range) }, chin ? -6 : -18),
        ],
      };
    }
  }
};

const curl: Pattern = (variant, params) => {
  const seconds = params.tempo;
  const load = handProps(params);
  const lift = 140 * params.range;
  const hanging = { shoulder: 5, elbow: 5 };
  const curled = { shoulder: 14, elbow: lift };
  switch (variant) {
    case "hammer":
      // Alternating, as hammer curls usually are; the dumbbell is seen along its length (neutral grip).
      return {
        seconds,
        props: [{ kind: "dumbbell", hand: "both" }],
        poses: [
          standing({ near: curled, far: hanging }),
          standing({ near: hanging, far: params.side === "one" ? hanging : curled }),
        ],
      };
    case "preacher": {
      // Upper arm down the sloped pad; only the elbow moves.
      const trunk = 12;
      const shoulder = shoulderFrom(SEATED_HIP, trunk);
      const arm = -48;
      const elbowAt = along(shoulder, arm, BODY.upperArm);
      const under = along(shoulder, arm + 90, 9);
      const padTop = along(under, arm, 2);
      const padLow = along(under, arm, BODY.upperArm + 2);
      const at = (elbow: number) => sitting(SEATED_HIP, trunk, arms(params, { shoulder: trunk - arm, elbow }), -15);
      return {
        seconds,
        props: [
          seat(SEATED_HIP),
          outline(pad(padTop, padLow, 7), true),
          outline(
            `M${f(elbowAt.x - 2)} ${f(padLow.y + 8)}V${FLOOR_Y}M${f(elbowAt.x - 14)} ${FLOOR_Y}H${f(elbowAt.x + 10)}`,
          ),
          ...load,
        ],
        poses: [at(12), at(mix(12, 125, params.range))],
      };
    }
    case "incline": {
      const body = lyingOnBench(params.bench ?? 45, 112);
      const hang = { shoulder: body.trunk, elbow: 3 };
      const at = (limb: Limb) =>
        pose({ trunk: body.trunk, neck: 15, hip: body.hip, both: { ...body.legs }, ...arms(params, limb, hang) });
      return {
        seconds,
        props: [...body.props, ...load],
        poses: [at(hang), at({ shoulder: body.trunk, elbow: mix(3, 135, params.range) })],
      };
    }
    case "concentration": {
      const hip = SEATED_HIP;
      const trunk = 40;
      const at = (elbow: number) =>
        pose({
          trunk,
          neck: -10,
          hip,
          both: feetDown(hip, 52),
          near: { shoulder: trunk + 4, elbow },
          far: { shoulder: 75, elbow: 40 },
        });
      return {
        seconds,
        props: [seat(hip), { kind: "dumbbell", hand: "near" }],
        poses: [at(8), at(mix(8, 135, params.range))],
      };
    }
    case "cable": {
      const pulley = { x: 184, y: FLOOR_Y - 8 };
      return {
        seconds,
        props: [column(192, pulley), cable(pulley), { kind: "handle", hand: "both" }],
        poses: [
          standing(arms(params, { shoulder: 10, elbow: 8 }, hanging)),
          standing(arms(params, { shoulder: 14, elbow: lift }, hanging)),
        ],
      };
    }
    case "wrist":
    case "reverse-wrist":
      return { seconds, ...wristCurl(variant, params) };
    default:
      return {
        seconds,
        props: load,
        poses: [standing(arms(params, hanging)), standing(arms(params, curled, hanging))],
      };
  }
};

/**
 * The rig has no wrist, so the hand's small arc is drawn by the forearm rocking on its support.
 * Wrist curls sit with the forearms along the thighs; reverse wrist curls kneel at a bench.
 */
function wristCurl(variant: string, params: MotionParams): { poses: Pose[]; props: Prop[] } {
  const load = handProps(params);
  if (variant === "wrist") {
    const hip = SEATED_HIP;
    const trunk = 38;
    const shoulder = shoulderFrom(hip, trunk);
    const legs = feetDown(hip, 44);
    const knee = along(hip, -(legs.thigh ?? 0), BODY.thigh);
    const at = (drop: number) =>
      pose({
        trunk,
        neck: -15,
        hip,
        both: { ...legs, ...armTo(shoulder, { x: knee.x + 8, y: knee.y - 12 + drop }, trunk) },
      });
    return { props: [seat(hip), ...load], poses: [at(8 * params.range), at(-8 * params.range)] };
  }
  const hip = { x: 96, y: FLOOR_Y - 50 };
  const trunk = 62;
  const shoulder = shoulderFrom(hip, trunk);
  const top = BENCH_TOP + 8;
  const at = (drop: number) =>
    pose({
      trunk,
      neck: -20,
      hip,
      both: { thigh: 8, knee: 98, ankle: 88, ...armTo(shoulder, { x: shoulder.x + 28, y: top - 10 + drop }, trunk) },
    });
  return {
    props: [bench(shoulder.x - 4, top, 64), ...load],
    poses: [at(7 * params.range), at(-7 * params.range)],
  };
}

const extension: Pattern = (variant, params) => {
  const seconds = params.tempo;
  const load = handProps(params);
  switch (variant) {
    case "pushdown": {
      const pulley = { x: 160, y: 24 };
      return {
        seconds,
        props: [column(172, pulley), cable(pulley), { kind: "handle", hand: "both" }],
        poses: [
          standing(arms(params, { shoulder: 8, elbow: 105 }), { trunk: 10, legs: SOFT_KNEES }),
          standing(arms(params, { shoulder: 8, elbow: mix(105, 0, params.range) }), { trunk: 10, legs: SOFT_KNEES }),
        ],
      };
    }
    case "overhead":
      return {
        seconds,
        props: params.side === "one" ? load : [{ kind: "dumbbell", hand: "near" }],
        poses: [
          standing(arms(params, { shoulder: 168, elbow: mix(0, 145, params.range) }, { shoulder: 0, elbow: 10 })),
          standing(arms(params, { shoulder: 172, elbow: 2 }, { shoulder: 0, elbow: 10 })),
        ],
      };
    case "lying": {
      // The skull crusher: upper arms still, tilted back a touch; the bar comes to the forehead.
      const body = lyingOnBench(params.bench ?? 0);
      const lying = (elbow: number) =>
        pose({
          trunk: body.trunk,
          neck: -5,
          hip: body.hip,
          both: { ...body.legs, shoulder: wrap(body.trunk + 180 + 12), elbow },
        });
      return { seconds, props: [...body.props, ...load], poses: [lying(2), lying(mix(2, 125, params.range))] };
    }
    case "kickback":
      return { seconds, ...kneelingOnBench(params, { shoulder: -14, elbow: 95 }, { shoulder: -14, elbow: 0 }) };
    default: {
      // Close-grip push-up: hands under the lower chest, so the elbows stay tucked back along the ribs.
      const motion = pushUp(params, { tuck: 14 });
      return { seconds, props: motion.props, poses: motion.poses };
    }
  }
};

const raise: Pattern = (variant, params) => {
  const seconds = params.tempo;
  const load = handProps(params);
  const down = { shoulder: 4, elbow: 12 };
  switch (variant) {
    case "front":
      return {
        seconds,
        props: load,
        poses: [standing(arms(params, down)), standing(arms(params, { shoulder: 95 * params.range, elbow: 5 }, down))],
      };
    case "rear": {
      const trunk = 75;
      const hang = { shoulder: trunk, elbow: 15 };
      return {
        seconds,
        props: load,
        poses: [
          standing(arms(params, hang), { trunk, neck: -30, legs: HINGED_LEGS }),
          standing(arms(params, { shoulder: trunk - 75 * params.range, elbow: 15 }, hang), {
            trunk,
            neck: -30,
            legs: HINGED_LEGS,
          }),
        ],
      };
    }
    case "y-raise": {
      const body = proneOnIncline(40);
      const at = (limb: Limb) => pose({ trunk: body.trunk, neck: -10, hip: body.hip, both: { ...body.legs, ...limb } });
      const hang = { shoulder: body.trunk, elbow: 5 };
      return {
        seconds,
        props: [...body.props, ...load],
        poses: [at(arms(params, hang).near), at({ shoulder: mix(body.trunk, 165, params.range), elbow: 5 })],
      };
    }
    default:
      // The side view of a lateral raise: the arms come up to shoulder height with the elbows soft and
      // leading, a touch ahead of the body as the raise is done in the shoulder blade's plane.
      return {
        seconds,
        props: load,
        poses: [
          standing(arms(params, { shoulder: 8, elbow: 25 }), { trunk: 8 }),
          standing(arms(params, { shoulder: 8 + 70 * params.range, elbow: 32 }, { shoulder: 8, elbow: 25 }), {
            trunk: 8,
          }),
        ],
      };
  }
};

const fly: Pattern = (variant, params) => {
  const seconds = params.tempo;
  const load = handProps(params);
  switch (variant) {
    case "cable-crossover": {
      const high = { x: 96, y: 14 };
      const back = { x: 70, y: 22 };
      return {
        seconds,
        props: [
          column(64, back),
          outline(`${wheel(high)}M${high.x} ${high.y}V6`),
          cable(high),
          cable(back),
          { kind: "handle", hand: "both" },
        ],
        poses: [
          standing(arms(params, { shoulder: 115, elbow: 25 }), { trunk: 18, split: true }),
          standing(arms(params, { shoulder: mix(115, 50, params.range), elbow: 12 }), { trunk: 18, split: true }),
        ],
      };
    }
    case "pec-deck": {
      const trunk = -4;
      const shoulder = shoulderFrom(SEATED_HIP, trunk);
      const at = (limb: Limb) => sitting(SEATED_HIP, trunk, arms(params, limb));
      const pivot = { x: shoulder.x + 4, y: shoulder.y - 24 };
      return {
        seconds,
        props: [
          ...seatWithBack(SEATED_HIP, trunk),
          outline(`M${SEATED_HIP.x - 24} ${FLOOR_Y}V${f(pivot.y - 6)}H${f(pivot.x)}V${f(pivot.y)}${wheel(pivot, 3)}`),
          { kind: "handle", hand: "both" },
        ],
        // Elbows out at the sides sit behind the shoulder in side view; they sweep round to the front.
        poses: [at({ shoulder: 30, elbow: 115 }), at({ shoulder: mix(30, 92, params.range), elbow: 90 })],
      };
    }
    case "reverse": {
      const body = proneOnIncline(35);
      const hang = { shoulder: body.trunk, elbow: 12 };
      const at = (limb: Limb) => pose({ trunk: body.trunk, neck: -10, hip: body.hip, both: { ...body.legs, ...limb } });
      return {
        seconds,
        props: [...body.props, ...load],
        poses: [at(hang), at({ shoulder: body.trunk - 80 * params.range, elbow: 15 })],
      };
    }
    default: {
      // A fly's arms open out to the sides, past the bench; in side view they drop beside it with the
      // elbows soft, then close to straight up over the chest.
      const body = lyingOnBench(params.bench ?? 0);
      const lying = (limb: Limb) =>
        pose({ trunk: body.trunk, neck: -5, hip: body.hip, both: { ...body.legs, ...limb } });
      const open = wrap(body.trunk + 180) - 150 * params.range;
      return {
        seconds,
        props: [...body.props, ...load],
        poses: [lying({ ...armsUp(body.trunk), elbow: 12 }), lying({ shoulder: open, elbow: 22 })],
      };
    }
  }
};

const shrug: Pattern = (variant, params) => {
  const seconds = params.tempo;
  const load = handProps(params);
  switch (variant) {
    case "upright-row":
      return {
        seconds,
        props: load,
        poses: [
          standing(arms(params, { shoulder: 3, elbow: 5 })),
          standing(arms(params, { shoulder: 62 * params.range, elbow: 135 * params.range })),
        ],
      };
    case "face-pull": {
      const pulley = { x: 222, y: 78 };
      return {
        seconds,
        props: [column(226, pulley), cable(pulley), { kind: "handle", hand: "both" }],
        poses: [
          standing(arms(params, { shoulder: 88, elbow: 3 }), { trunk: -6, split: true }),
          standing(arms(params, { shoulder: mix(88, 105, params.range), elbow: mix(3, 140, params.range) }), {
            trunk: -6,
            split: true,
          }),
        ],
      };
    }
    default:
      // The rig has no shoulder girdle, so the shrug lifts the whole body off soft knees a touch while the
      // arms stay long and the head sinks between the shoulders; the traps carry the colour.
      return {
        seconds,
        props: load,
        poses: [
          standing(arms(params, { shoulder: 2, elbow: 3 }), { legs: { thigh: 10, knee: 20, ankle: flatFoot(10, 20) } }),
          standing(arms(params, { shoulder: -4, elbow: 3 }), { trunk: -3, neck: 16 }),
        ],
      };
  }
};

const pullover: Pattern = (variant, params) => {
  const body = lyingOnBench(0, 156);
  const lying = (limb: Limb) => pose({ trunk: body.trunk, neck: -5, hip: body.hip, both: { ...body.legs, ...limb } });
  const reach = (shoulder: number): Limb => ({ shoulder, elbow: 18 });
  const behind = 90 + 88 * params.range;
  if (variant === "cable") {
    const pulley = { x: 40, y: FLOOR_Y - 10 };
    return {
      seconds: params.tempo,
      props: [...body.props, column(32, pulley), cable(pulley), { kind: "handle", hand: "both" }],
      poses: [lying(reach(behind)), lying(reach(70))],
    };
  }
  return {
    seconds: params.tempo,
    props: [...body.props, { kind: "dumbbell", hand: "near" }],
    poses: [lying(reach(90)), lying(reach(behind))],
  };
};

export const UPPER_BODY: Partial<Record<PatternName, Pattern>> = {
  "horizontal-push": horizontalPush,
  "vertical-push": verticalPush,
  dip,
  "horizontal-pull": horizontalPull,
  "vertical-pull": verticalPull,
  curl,
  extension,
  raise,
  fly,
  shrug,
  pullover,
};
