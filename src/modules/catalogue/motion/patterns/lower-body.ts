import { FLOOR_Y, type Motion } from "../motion-svg";
import { flatFoot, pose } from "../poses";
import type { Prop } from "../props";
import { jointsAt, proportionsOf, standingHip, type LimbAngles, type Point, type Pose } from "../rig";
import { handProps } from "./hands";
import type { MotionParams, Pattern } from "./types";
import type { PatternName } from "./vocabulary";

/** Where the renderer stands a pose's hip when the pose does not place it (motion-svg.ts). */
const HIP_X = 120;
const MALE = proportionsOf("male");
const FEMALE = proportionsOf("female");
// Reaches aim at the middle of the hand, where a held load is drawn.
const UPPER_ARM = MALE.upperArm;
const FOREARM = MALE.forearm + MALE.hand * 0.5;

type Arm = Pick<LimbAngles, "shoulder" | "elbow">;
type Leg = Pick<LimbAngles, "thigh" | "knee" | "ankle">;

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
/** A segment's world angle as rig.ts measures it: clockwise from straight down. */
const angleOf = (v: Point) => deg(Math.atan2(-v.x, v.y));
const toward = (angle: number, length: number): Point => ({
  x: -Math.sin(rad(angle)) * length,
  y: Math.cos(rad(angle)) * length,
});
const plus = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
const minus = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
/** Angles stay in one turn's window so the animation never spins a limb the long way round. */
const wrap = (angle: number, from: number) => ((((angle - from) % 360) + 360) % 360) + from;

/** Bisection for a root of `f` between `low` and `high`, where it changes sign. */
function solve(f: (value: number) => number, low: number, high: number): number {
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

const shoulderOf = (trunk: number) => toward(180 + trunk, MALE.torso);

/** A point on the torso: `forward` off its front, `down` from the shoulder toward the hip (from the hip). */
function onTrunk(trunk: number, forward: number, down: number): Point {
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
function handAt(trunk: number, target: Point, bend: 1 | -1 = 1): Arm {
  const r = reach(minus(target, shoulderOf(trunk)), UPPER_ARM, FOREARM);
  const upper = r.line + bend * r.spread;
  return { shoulder: wrap(trunk - upper, -100), elbow: bend * r.fold };
}

/** Straight arms hanging plumb, whatever the torso's lean. */
const plumb = (trunk: number, shoulder = 0): Arm => ({ shoulder: trunk - shoulder, elbow: 3 });
/** Straight arms at `angle` above hanging, in the world (90: reaching forward level). */
const armsAt = (trunk: number, angle: number, elbow = 3): Arm => ({ shoulder: trunk + angle, elbow });

/** The leg that puts the ankle at `ankle` (from the hip) with the foot at world angle `foot` (-90 flat). */
function legTo(ankle: Point, foot = -90): Leg {
  const r = reach(ankle, MALE.thigh, MALE.shin);
  const thigh = r.line - r.spread;
  return { thigh: wrap(-thigh, -100), knee: r.fold, ankle: wrap(foot + 90 - (thigh + r.fold), -180) };
}

/** The leg whose toes rest on `toe` (from the hip), the foot at world angle `foot`. */
const legToToe = (toe: Point, foot: number): Leg => legTo(minus(toe, toward(foot, MALE.footFront)), foot);

/** A leg bent at hip and knee with the foot flat. */
const bent = (thigh: number, knee: number): Leg => ({ thigh, knee, ankle: flatFoot(thigh, knee) });

/**
 * A pose placed with its lowest foot on `surface` and its hip at `x`: halfway between the two models'
 * own heights, so neither floats or sinks by more than a couple of units.
 */
function grounded(p: Pose, x: number, surface = FLOOR_Y): Pose {
  const y = (standingHip(p, MALE, x, surface).y + standingHip(p, FEMALE, x, surface).y) / 2;
  return { ...p, hip: { x, y } };
}

/** The male model's joints with the floor at y 0 and the hip at x 0, for fitting hands and props to a pose. */
const measured = (p: Pose) => jointsAt(p, MALE, standingHip(p, MALE, 0, 0));

/** A world prop from corner points, as one closed or open outline. */
const outline = (points: Point[][], fill = false): Prop => ({
  kind: "outline",
  fill,
  d: points
    .map((line) => line.map((pt, i) => `${i ? "L" : "M"}${pt.x.toFixed(1)} ${pt.y.toFixed(1)}`).join(""))
    .join(""),
});

/** A pad as a filled rectangle from `from` to `to`, `thickness` wide. */
function pad(from: Point, to: Point, thickness: number): Prop {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const n = { x: (-(to.y - from.y) / length) * (thickness / 2), y: ((to.x - from.x) / length) * (thickness / 2) };
  return outline([[plus(from, n), plus(to, n), minus(to, n), minus(from, n), plus(from, n)]], true);
}

const motion = (params: MotionParams, poses: Pose[], props: Prop[] = handProps(params)): Motion => ({
  seconds: params.tempo,
  props,
  poses,
});

/** How a standing leg exercise carries its load: a bar on the back, weights at the sides, a ball hugged. */
function carried(params: MotionParams, trunk: number): Arm {
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
const barOnBack = (trunk: number) => handAt(trunk, onTrunk(trunk, -9, -6), -1);

// Squat

/** The hands by how the squat holds its load; `trunk` is the lean at that moment. */
function squatHold(variant: string, trunk: number, bottom: boolean, params: MotionParams): Arm {
  switch (variant) {
    case "back":
    case "box":
      return params.implement === "bodyweight" ? armsAt(trunk, bottom ? 90 : 0) : barOnBack(trunk);
    case "front":
      // Elbows up level with the bar in the rack on the front of the shoulders.
      return { shoulder: 86 + trunk * 0.5, elbow: 146 };
    case "overhead":
      return armsAt(trunk, 180);
    case "goblet":
      return handAt(trunk, onTrunk(trunk, 15, 13));
    default:
      return armsAt(trunk, bottom ? 90 : 0);
  }
}

function boxSquat(params: MotionParams): Motion {
  const trunk = 38;
  const bottom = pose({ trunk, neck: -20, both: { ...bent(92, 95), ...squatHold("box", trunk, true, params) } });
  const seat = grounded(bottom, HIP_X).hip!;
  const feet = measured(bottom).near.ankle.x;
  const top = grounded(pose({ trunk: 4, both: squatHold("box", 4, false, params) }), HIP_X + feet);
  const box: Prop = { kind: "box", x: HIP_X - 30, y: seat.y + 10, width: 36, height: FLOOR_Y - seat.y - 10 };
  return motion(params, [top, bottom], [...handProps(params), box]);
}

/** On the machine the back rides a sled on rails leaning back 30 degrees; the feet stay on the platform. */
function hackSquat(params: MotionParams): Motion {
  const trunk = -30;
  const rail = toward(180 + trunk, 1);
  const travel = 45 * params.range;
  const topAnkle = { x: 42, y: 76 };
  const bottomAnkle = minus(topAnkle, { x: -rail.x * travel, y: -rail.y * travel });
  const hands = handAt(trunk, onTrunk(trunk, 10, 2));
  const top = grounded(pose({ trunk, both: { ...legTo(topAnkle), ...hands } }), HIP_X - 20);
  const bottom = grounded(
    pose({ trunk, both: { ...legTo(bottomAnkle), ...hands } }),
    HIP_X - 20 + topAnkle.x - bottomAnkle.x,
  );
  const back = { x: -Math.cos(rad(trunk)) * 17, y: -Math.sin(rad(trunk)) * 17 };
  const low = plus(plus(bottom.hip!, back), { x: -rail.x * 12, y: -rail.y * 12 });
  const high = plus(plus(top.hip!, back), { x: rail.x * 75, y: rail.y * 75 });
  const feet = top.hip!.x + topAnkle.x;
  return motion(
    params,
    [top, bottom],
    [
      outline([
        [low, high],
        [plus(low, { x: -4, y: 0 }), { x: low.x - 4, y: FLOOR_Y }],
        [
          { x: feet - 14, y: FLOOR_Y - 1 },
          { x: feet + 26, y: FLOOR_Y - 1 },
        ],
      ]),
      pad(plus(top.hip!, back), plus(plus(top.hip!, back), { x: rail.x * 50, y: rail.y * 50 }), 7),
    ],
  );
}

/** Knees drive forward over the toes while the body from knee to head stays one straight lean back. */
function sissySquat(params: MotionParams): Motion {
  const thigh = 58 * params.range;
  const knee = 125 * params.range;
  return motion(params, [
    pose({ both: { ankle: 15, ...armsAt(0, 70) } }),
    pose({
      trunk: -thigh,
      neck: thigh * 0.6,
      both: { thigh, knee, ankle: -40 + 90 - (knee - thigh), ...armsAt(-thigh, 90) },
    }),
  ]);
}

/** One-leg squat on the near leg, the far leg held straight out in front off the floor. */
function pistol(params: MotionParams): Motion {
  const thigh = 110 * params.range;
  const knee = 140 * params.range;
  const trunk = 42 * params.range;
  return motion(params, [
    pose({ trunk: 5, both: armsAt(5, 90), near: bent(0, 0), far: { thigh: 45, knee: 5, ankle: -10 } }),
    pose({
      trunk,
      neck: -25,
      both: armsAt(trunk, 95),
      near: bent(thigh, knee),
      far: { thigh: 82, knee: 0, ankle: -15 },
    }),
  ]);
}

const squat: Pattern = (variant, params) => {
  if (variant === "box") return boxSquat(params);
  if (variant === "hack") return hackSquat(params);
  if (variant === "sissy") return sissySquat(params);
  if (variant === "pistol") return pistol(params);
  const depth = params.range;
  const thigh = 100 * depth;
  const knee = 125 * depth;
  // An upright torso under a bar in front or overhead; a longer lean with it on the back.
  const upright = variant === "front" || variant === "overhead" || variant === "goblet";
  const lean = (upright ? 20 : variant === "back" ? 40 : 34) * depth;
  return motion(params, [
    pose({ trunk: 3, both: squatHold(variant, 3, false, params) }),
    pose({ trunk: lean, neck: -lean * 0.6, both: { ...bent(thigh, knee), ...squatHold(variant, lean, true, params) } }),
  ]);
};

// Hinge

/**
 * A pull from a bar at `height` over the middle of the foot: the lean at which straight arms just reach
 * it, with the legs as given.
 */
function pullFrom(legs: Leg, height: number): Pose {
  const at = (trunk: number) => {
    const body = measured(pose({ trunk, both: legs }));
    const bar = { x: body.near.ankle.x + 6, y: -height - body.hip.y };
    return { trunk, bar, gap: Math.hypot(bar.x - shoulderOf(trunk).x, bar.y - shoulderOf(trunk).y) };
  };
  const trunk = solve((t) => at(t).gap - (UPPER_ARM + FOREARM - 0.5), 5, 110);
  const { bar } = at(trunk);
  return pose({ trunk, neck: -trunk * 0.45, both: { ...legs, ...handAt(trunk, bar) } });
}

const lockout = () => pose({ trunk: -2, both: plumb(-2) });

function backExtension(params: MotionParams): Motion {
  const legs = { thigh: -45, knee: 0, ankle: 0 };
  const hip = { x: HIP_X - 5, y: 140 };
  const hands = (trunk: number) => handAt(trunk, onTrunk(trunk, 13, 16));
  const lowered = 45 + 105 * params.range;
  const front = toward(-45, 1);
  const padCentre = plus(hip, plus(toward(45, 6), { x: front.x * 15, y: front.y * 15 }));
  const ankle = plus(hip, toward(45, (MALE.thigh + MALE.shin + FEMALE.thigh + FEMALE.shin) / 2));
  return motion(
    params,
    [
      pose({ hip, trunk: 45, neck: -10, both: { ...legs, ...hands(45) } }),
      pose({ hip, trunk: lowered, neck: 10, both: { ...legs, ...hands(lowered) } }),
    ],
    [
      pad(plus(padCentre, toward(45, -12)), plus(padCentre, toward(45, 12)), 8),
      outline([
        [plus(padCentre, { x: 2, y: 6 }), { x: padCentre.x + 2, y: FLOOR_Y }],
        [plus(ankle, { x: 9, y: 9 }), plus(ankle, { x: -9, y: -9 })],
        [plus(ankle, { x: 3, y: 10 }), { x: ankle.x + 3, y: FLOOR_Y }],
        [
          { x: ankle.x - 10, y: FLOOR_Y },
          { x: padCentre.x + 20, y: FLOOR_Y },
        ],
      ]),
      ...handProps(params),
    ],
  );
}

/** Balance on the near leg; the far leg rises behind in line with the torso. */
function singleLegHinge(params: MotionParams): Motion {
  const trunk = 78 * params.range;
  const props = handProps({ ...params, side: "one" });
  return motion(
    params,
    [
      pose({ trunk: 0, both: plumb(0), near: bent(0, 5), far: { thigh: -5, knee: 70, ankle: 20 } }),
      pose({
        trunk,
        neck: -trunk * 0.4,
        both: plumb(trunk),
        near: bent(22, 25),
        far: { thigh: -trunk, knee: 5, ankle: 10 },
      }),
    ],
    props,
  );
}

const hinge: Pattern = (variant, params) => {
  const r = params.range;
  switch (variant) {
    case "back-extension":
      return backExtension(params);
    case "single-leg":
      return singleLegHinge(params);
    case "good-morning": {
      const trunk = 80 * r;
      return motion(params, [
        pose({ trunk: 2, both: barOnBack(2) }),
        pose({ trunk, neck: -trunk * 0.4, both: { ...bent(25, 18), ...barOnBack(trunk) } }),
      ]);
    }
    case "rack-pull": {
      const bottom = pullFrom(bent(38, 45), 44);
      const bar = measured(bottom).near.grip;
      const pin = FLOOR_Y + bar.y + 3;
      const x = HIP_X + bar.x;
      return motion(
        params,
        [bottom, lockout()],
        [
          ...handProps(params),
          outline([
            [
              { x, y: FLOOR_Y },
              { x, y: pin - 40 },
            ],
            [
              { x: x - 14, y: pin },
              { x: x + 14, y: pin },
            ],
          ]),
        ],
      );
    }
    case "romanian":
      return motion(params, [lockout(), pullFrom(bent(30, 20), 28 + (1 - r) * 60)]);
    case "stiff-leg":
      return motion(params, [lockout(), pullFrom(bent(22, 8), 17 + (1 - r) * 50)]);
    case "sumo":
      return motion(params, [lockout(), pullFrom(bent(82, 100), 17)]);
    default:
      return motion(params, [lockout(), pullFrom(bent(75, 105), 17)]);
  }
};

// Lunge

/** A split stance from the hip: front foot flat, back foot on its toes, the hip `height` off the floor. */
function split(height: number, front: number, back: number): Pick<Pose, "near" | "far"> {
  const near = { ...pose({}).near, ...legTo({ x: front, y: height - 2.5 }) };
  const far = { ...pose({}).far, ...legToToe({ x: -back, y: height }, -45) };
  return { near, far };
}

function lungePose(height: number, front: number, back: number, trunk: number, arms: Arm): Pose {
  const legs = split(height, front, back);
  return pose({ trunk, neck: -trunk * 0.5, near: { ...legs.near, ...arms }, far: { ...legs.far, ...arms } });
}

const LUNGE_FRONT = 40;
const LUNGE_BACK = 40;

function lateralLunge(params: MotionParams): Motion {
  // Side view of a step out sideways: the working leg bends deep, the other straightens out to its heel.
  const trunk = 35 * params.range;
  const height = 95 - 45 * params.range;
  const near = bent(95 * params.range, 110 * params.range);
  const reach = Math.acos(Math.min(1, (height - 4) / (MALE.thigh + MALE.shin)));
  const farThigh = deg(reach);
  const arms = params.implement === "bodyweight" ? handAt(trunk, onTrunk(trunk, 18, 16)) : carried(params, trunk);
  return motion(params, [
    pose({ trunk: 2, both: { ...carried(params, 2) }, near: { thigh: -7 }, far: { thigh: 7, ankle: -7 } }),
    pose({ trunk, neck: -trunk * 0.5, both: arms, near, far: { thigh: farThigh, knee: 0, ankle: farThigh - 30 } }),
  ]);
}

const lunge: Pattern = (variant, params) => {
  const r = params.range;
  const low = 50 + (1 - r) * 60;
  const arms = (trunk: number) => carried(params, trunk);
  const bottom = (front = LUNGE_FRONT, back = LUNGE_BACK) => lungePose(low, front, back, 6, arms(6));
  const standing = pose({ both: arms(0) });
  switch (variant) {
    case "lateral":
      return lateralLunge(params);
    case "forward": {
      const step = pose({ both: arms(0), near: bent(55, 45), far: bent(-8, 0) });
      const farAnkle = measured(bottom()).far.ankle.x;
      return motion(params, [standing, grounded(step, HIP_X - 10), grounded(bottom(), HIP_X - 10 - farAnkle)]);
    }
    case "reverse": {
      const step = pose({ both: arms(0), near: bent(8, 5), far: { thigh: -30, knee: 50, ankle: 30 } });
      const nearAnkle = measured(bottom()).near.ankle.x;
      return motion(params, [standing, grounded(step, HIP_X + 20), grounded(bottom(), HIP_X + 20 - nearAnkle)]);
    }
    case "walking": {
      const nearAnkle = measured(bottom()).near.ankle.x;
      const passing = pose({ trunk: 3, both: arms(3), near: bent(5, 8), far: { thigh: 60, knee: 75, ankle: 10 } });
      return motion(params, [grounded(bottom(), HIP_X - 25), grounded(passing, HIP_X - 25 + nearAnkle)]);
    }
    case "curtsy": {
      // The back foot crosses behind the front one: a short split, the back knee tucked behind the front heel.
      const tucked = lungePose(low + 4, 22, 18, 14, arms(14));
      return motion(params, [pose({ both: arms(0) }), tucked]);
    }
    case "bulgarian":
      return bulgarian(params);
    default:
      return motion(params, [lungePose(88, LUNGE_FRONT, LUNGE_BACK, 3, arms(3)), bottom()]);
  }
};

const BENCH_TOP = FLOOR_Y - 44;

/** Rear foot laced on a bench behind; the front leg does the work. */
function bulgarian(params: MotionParams): Motion {
  const rearAnkle = { x: -58, y: 0 };
  const at = (height: number, trunk: number) => {
    const near = legTo({ x: 36, y: height - 2.5 });
    const far = legTo({ x: rearAnkle.x, y: height - (FLOOR_Y - BENCH_TOP) - 4 }, 100);
    const arms = carried(params, trunk);
    return pose({ trunk, neck: -trunk * 0.5, near: { ...near, ...arms }, far: { ...far, ...arms } });
  };
  const bench: Prop = { kind: "bench", x: HIP_X + rearAnkle.x - 22, y: BENCH_TOP + 5, length: 50, angle: 0 };
  return motion(params, [at(86, 6), at(50 + (1 - params.range) * 60, 14)], [bench, ...handProps(params)]);
}

// Step-up

const BOX_TOP = FLOOR_Y - 46;

const stepUp: Pattern = (variant, params) => {
  const lateral = variant === "lateral";
  const arms = carried(params, 4);
  const ahead = lateral ? 6 : 36;
  const start = pose({
    trunk: 10,
    both: arms,
    near: legTo({ x: ahead, y: 88 - (FLOOR_Y - BOX_TOP) }),
    far: bent(-4, 4),
  });
  const up = pose({
    trunk: 2,
    both: arms,
    near: bent(3, 4),
    far: lateral ? { thigh: 10, knee: 35, ankle: 20 } : bent(80, 90),
  });
  const footX = HIP_X + measured(start).near.ankle.x;
  const box: Prop = { kind: "box", x: footX - (lateral ? 22 : 14), y: BOX_TOP, width: 52, height: FLOOR_Y - BOX_TOP };
  return motion(params, [start, grounded(up, footX - measured(up).near.ankle.x, BOX_TOP)], [box, ...handProps(params)]);
};

// Bridge

/** Lying face up, feet flat `reach` ahead of the hip, hip `height` off the floor, shoulders down. */
function lyingBridge(height: number, reach: number, arms: (trunk: number) => Arm, farStraight: boolean): Pose {
  const legs = legTo({ x: reach, y: height - 2.5 });
  const trunk = -deg(Math.acos(Math.max(-1, Math.min(1, -(height - 13) / MALE.torso))));
  const free = { thigh: legs.thigh, knee: 0, ankle: -10 };
  return pose({
    trunk,
    neck: -90 - trunk,
    both: { ...legs, ...arms(trunk) },
    ...(farStraight ? { far: { ...free, ...arms(trunk) } } : {}),
  });
}

function hipThrust(params: MotionParams): Motion {
  // The upper back pivots on the bench's edge, 45 above the floor and 50 behind the hip.
  const at = (height: number) => {
    const legs = legTo({ x: 44, y: height - 2.5 });
    const trunk = angleOf({ x: -50, y: height - 45 }) - 180;
    return pose({ trunk, neck: -trunk * 0.9 - 80, both: { ...legs, ...onHips(params, trunk) } });
  };
  const bench: Prop = { kind: "bench", x: HIP_X - 66, y: FLOOR_Y - 31 + 5, length: 50, angle: 0 };
  return motion(params, [at(45), at(45 - 28 * params.range)], [bench, ...handProps(params)]);
}

/** A bar or plate sits in the hip crease, both hands on it; unloaded, the arms lie on the floor. */
function onHips(params: MotionParams, trunk: number): Arm {
  if (params.implement === "bodyweight") return { shoulder: trunk + 82, elbow: 0 };
  return handAt(trunk, { x: 3, y: -15 });
}

const bridge: Pattern = (variant, params) => {
  const arms = (trunk: number) => onHips(params, trunk);
  const rise = params.range;
  switch (variant) {
    case "hip-thrust":
      return hipThrust(params);
    case "frog":
      return motion(params, [lyingBridge(13, 22, arms, false), lyingBridge(13 + 26 * rise, 20, arms, false)]);
    case "single-leg":
      return motion(params, [lyingBridge(13, 50, arms, true), lyingBridge(13 + 40 * rise, 44, arms, true)]);
    default:
      return motion(params, [lyingBridge(13, 50, arms, false), lyingBridge(13 + 40 * rise, 44, arms, false)]);
  }
};

// Calf raise

const TOES_UP = 38;

function seatedCalfRaise(params: MotionParams): Motion {
  const trunk = 4;
  const down = pose({ trunk, both: bent(90, 90) });
  const body = measured(down);
  const toe = minus(body.near.toe, body.hip);
  const foot = -90 + TOES_UP * params.range;
  const up = pose({ trunk, both: legToToe(toe, foot) });
  const hip = grounded(down, HIP_X).hip!;
  const knee = plus(hip, minus(body.near.knee, body.hip));
  const hands = handAt(trunk, plus(minus(body.near.knee, body.hip), { x: -4, y: -9 }));
  const seat: Prop = { kind: "box", x: hip.x - 22, y: hip.y + 10, width: 34, height: FLOOR_Y - hip.y - 10 };
  const props: Prop[] = [seat, ...handProps(params)];
  if (params.implement === "machine")
    props.push(pad({ x: knee.x - 22, y: knee.y - 19 }, { x: knee.x + 6, y: knee.y - 19 }, 7));
  return motion(
    params,
    [
      { ...down, hip, near: { ...down.near, ...hands }, far: { ...down.far, ...hands } },
      { ...up, hip, near: { ...up.near, ...hands }, far: { ...up.far, ...hands } },
    ],
    props,
  );
}

function donkeyCalfRaise(params: MotionParams): Motion {
  const trunk = 82;
  const body = measured(pose({ trunk }));
  const hands = { x: body.shoulder.x + 16, y: body.shoulder.y + 56 };
  const arms = handAt(trunk, minus(hands, body.hip));
  const top = FLOOR_Y + hands.y + 4;
  const toes = TOES_UP * params.range;
  return motion(
    params,
    [
      pose({ trunk, neck: -40, both: { ...arms, ankle: 0 } }),
      pose({ trunk, neck: -40, both: { ...arms, ankle: toes } }),
    ],
    [{ kind: "box", x: HIP_X + hands.x - 10, y: top, width: 34, height: FLOOR_Y - top }, ...handProps(params)],
  );
}

const calfRaise: Pattern = (variant, params) => {
  if (variant === "seated") return seatedCalfRaise(params);
  if (variant === "donkey") return donkeyCalfRaise(params);
  const toes = TOES_UP * params.range;
  if (variant === "single-leg") {
    // The free foot hooks behind the working ankle; the far hand steadies on an upright.
    const hold = handProps({ ...params, side: "one" });
    const steady = handAt(0, { x: 46, y: -20 });
    const far = { thigh: 5, knee: 75, ankle: 25, ...steady };
    return motion(
      params,
      [pose({ near: { ...plumb(0) }, far }), pose({ near: { ...plumb(0), ankle: toes }, far })],
      [
        ...hold,
        outline([
          [
            { x: HIP_X + 50, y: FLOOR_Y },
            { x: HIP_X + 50, y: 60 },
          ],
        ]),
      ],
    );
  }
  const arms = carried(params, 0);
  return motion(params, [pose({ both: arms }), pose({ both: { ...arms, ankle: toes } })]);
};

// Leg machines

/** A seat: a pan under the hip and a back pad along a torso at `trunk`, on a post to the floor. */
function seatFor(hip: Point, trunk: number, length: number): Prop[] {
  const back = { x: -Math.cos(rad(trunk)) * 17, y: -Math.sin(rad(trunk)) * 17 };
  const base = plus(hip, back);
  return [
    pad(plus(hip, { x: -14, y: 13 }), plus(hip, { x: length, y: 13 }), 7),
    pad(plus(base, toward(180 + trunk, 4)), plus(base, toward(180 + trunk, 55)), 7),
    outline([
      [
        { x: hip.x + 6, y: hip.y + 16 },
        { x: hip.x + 6, y: FLOOR_Y },
      ],
    ]),
  ];
}

function legPress(params: MotionParams): Motion {
  const trunk = -55;
  const hip = { x: 70, y: 170 };
  const sled = toward(-135, 1);
  const foot = 135;
  const far = 84;
  const near = far - 38 * params.range;
  const hands = handAt(trunk, { x: 6, y: 6 });
  const at = (d: number) =>
    pose({ hip, trunk, neck: 20, both: { ...legTo({ x: sled.x * d, y: sled.y * d }, foot), ...hands } });
  const under = { x: sled.y * -12, y: -sled.x * -12 };
  const start = plus(plus(hip, { x: sled.x * 20, y: sled.y * 20 }), under);
  const end = plus(plus(hip, { x: sled.x * 112, y: sled.y * 112 }), under);
  return motion(
    params,
    [at(far), at(near)],
    [
      ...seatFor(hip, trunk, 10),
      outline([
        [start, end],
        [end, { x: end.x, y: FLOOR_Y }],
        [
          { x: hip.x - 30, y: FLOOR_Y },
          { x: end.x + 10, y: FLOOR_Y },
        ],
      ]),
    ],
  );
}

function seated(params: MotionParams, trunk: number, legs: [Leg, Leg], extra: (hip: Point) => Prop[]): Motion {
  const hip = { x: 100, y: 150 };
  const hands = handAt(trunk, { x: 8, y: 6 });
  return motion(
    params,
    legs.map((leg) => pose({ hip, trunk, both: { ...leg, ...hands } })),
    [...seatFor(hip, trunk, 44), ...extra(hip)],
  );
}

function lyingCurl(params: MotionParams): Motion {
  const hip = { x: 125, y: 172 };
  const hands = handAt(90, { x: 58, y: 26 });
  const legs = (knee: number) => pose({ hip, trunk: 90, neck: -25, both: { thigh: -90, knee, ankle: 0, ...hands } });
  return motion(
    params,
    [legs(0), legs(125 * params.range)],
    [{ kind: "bench", x: hip.x + 4, y: hip.y + 16, length: 100, angle: 0 }],
  );
}

/** Side view of legs opening and closing: the far leg swings out of line as it would seen a little from the front. */
function hipMachine(params: MotionParams, opening: boolean): Motion {
  const trunk = -18;
  const hip = { x: 100, y: 150 };
  const hands = handAt(trunk, { x: 8, y: 6 });
  const together = pose({ hip, trunk, both: { ...bent(88, 85), ...hands } });
  const apart = pose({
    hip,
    trunk,
    both: { ...bent(88, 85), ...hands },
    far: { thigh: 88 + 25 * params.range, knee: 110, ankle: 20, ...hands },
  });
  const knee = plus(hip, toward(-88, MALE.thigh));
  return motion(params, opening ? [together, apart] : [apart, together], [
    ...seatFor(hip, trunk, 40),
    pad({ x: knee.x - 4, y: knee.y - 12 }, { x: knee.x - 4, y: knee.y + 16 }, 6),
  ]);
}

function kickback(params: MotionParams): Motion {
  const trunk = 55;
  const body = measured(pose({ trunk }));
  const grip = { x: body.shoulder.x + 30, y: body.shoulder.y + 40 };
  const arms = handAt(trunk, minus(grip, body.hip));
  const support = bent(12, 12);
  const post = HIP_X + grip.x + 4;
  return motion(
    params,
    [
      pose({ trunk, neck: -30, both: arms, far: support, near: { thigh: 55, knee: 95, ankle: 20 } }),
      pose({
        trunk,
        neck: -30,
        both: arms,
        far: support,
        near: { thigh: -30 * params.range - 5, knee: 20, ankle: 20 },
      }),
    ],
    [
      outline([
        [
          { x: post, y: FLOOR_Y },
          { x: post, y: FLOOR_Y + grip.y - 14 },
          { x: post - 14, y: FLOOR_Y + grip.y - 4 },
        ],
      ]),
      pad({ x: post - 26, y: FLOOR_Y + grip.y - 10 }, { x: post - 6, y: FLOOR_Y + grip.y - 10 }, 6),
    ],
  );
}

const legMachine: Pattern = (variant, params) => {
  const r = params.range;
  switch (variant) {
    case "extension":
      return seated(params, -8, [bent(90, 90), { thigh: 90, knee: 90 - 85 * r, ankle: 0 }], () => []);
    case "curl-seated":
      return seated(
        params,
        -12,
        [
          { thigh: 90, knee: 0, ankle: -10 },
          { thigh: 90, knee: 95 * r, ankle: 0 },
        ],
        (hip) => [pad({ x: hip.x + 26, y: hip.y - 12 }, { x: hip.x + 46, y: hip.y - 12 }, 6)],
      );
    case "curl-lying":
      return lyingCurl(params);
    case "adduction":
      return hipMachine(params, false);
    case "abduction":
      return hipMachine(params, true);
    case "kickback":
      return kickback(params);
    default:
      return legPress(params);
  }
};

// Jumps

const AIR_Y = 96;
/** Loaded to jump: hips back, arms swung behind. */
const loaded = (trunk = 40) =>
  pose({ trunk, neck: -25, both: { ...bent(78, 100), shoulder: trunk - 45 - trunk, elbow: 5 } });
/** Straight and stretched in the air, toes pointed, arms up. */
const flight = (arms = 165) =>
  pose({ hip: { x: HIP_X, y: AIR_Y }, trunk: 0, both: { thigh: 3, knee: 5, ankle: 40, shoulder: arms, elbow: 5 } });
const landing = (trunk = 35) => pose({ trunk, neck: -20, both: { ...bent(85, 105), ...armsAt(trunk, 70) } });

function jumpPoses(variant: string): { poses: Pose[]; props?: Prop[] } {
  switch (variant) {
    case "box-jump": {
      const top = FLOOR_Y - 50;
      return {
        poses: [
          grounded(loaded(), 75),
          pose({ hip: { x: 128, y: 92 }, trunk: 25, both: { ...bent(95, 105), ...armsAt(25, 120) } }),
          grounded(landing(), 158, top),
        ],
        props: [{ kind: "box", x: 150, y: top, width: 60, height: FLOOR_Y - top }],
      };
    }
    case "broad-jump":
      return {
        poses: [
          grounded(loaded(), 55),
          pose({
            hip: { x: 118, y: 104 },
            trunk: 25,
            neck: -10,
            both: { thigh: 40, knee: 70, ankle: 25, ...armsAt(25, 110) },
          }),
          grounded(landing(40), 175),
        ],
      };
    case "tuck":
      return {
        poses: [
          loaded(),
          pose({
            hip: { x: HIP_X, y: 84 },
            trunk: 15,
            both: { thigh: 125, knee: 140, ankle: 30, shoulder: 60, elbow: 70 },
          }),
        ],
      };
    case "jumping-jack":
      // Side view of a jack: arms sweep from the sides to overhead while the feet hop apart onto the toes.
      return {
        poses: [
          pose({ both: { shoulder: 0, elbow: 5 } }),
          pose({ both: { shoulder: 178, elbow: 8, ankle: 25 }, near: { thigh: -9 }, far: { thigh: 9, ankle: 15 } }),
        ],
      };
    case "skater":
      return {
        poses: [
          pose({
            trunk: 45,
            neck: -25,
            near: { ...bent(70, 80), ...armsAt(45, -35) },
            far: { thigh: -25, knee: 50, ankle: 25, ...armsAt(45, 70) },
          }),
          pose({
            hip: { x: HIP_X, y: 108 },
            trunk: 30,
            near: { thigh: 25, knee: 40, ankle: 30, ...armsAt(30, 40) },
            far: { thigh: -10, knee: 45, ankle: 30, ...armsAt(30, 20) },
          }),
        ],
      };
    case "hop": {
      const tucked = { thigh: 45, knee: 105, ankle: 20 };
      return {
        poses: [
          pose({ trunk: 30, neck: -20, both: armsAt(30, -40), near: bent(60, 80), far: tucked }),
          pose({
            hip: { x: HIP_X, y: 100 },
            trunk: 5,
            both: armsAt(5, 120),
            near: { thigh: 5, knee: 8, ankle: 40 },
            far: tucked,
          }),
        ],
      };
    }
    case "depth": {
      const top = FLOOR_Y - 45;
      return {
        poses: [
          grounded(pose({ both: armsAt(0, 10), near: { thigh: 25, knee: 30, ankle: 20 } }), 62, top),
          grounded(landing(40), 132),
          { ...flight(), hip: { x: 134, y: AIR_Y } },
        ],
        props: [{ kind: "box", x: 36, y: top, width: 52, height: FLOOR_Y - top }],
      };
    }
    case "bound":
      return {
        poses: [
          pose({
            trunk: 12,
            near: { thigh: -28, knee: 10, ankle: 35, ...armsAt(12, 60), elbow: 40 },
            far: { thigh: 80, knee: 95, ankle: 20, ...armsAt(12, -40) },
          }),
          pose({
            hip: { x: HIP_X, y: 104 },
            trunk: 10,
            near: { thigh: -35, knee: 55, ankle: 30, ...armsAt(10, 40), elbow: 40 },
            far: { thigh: 70, knee: 60, ankle: 20, ...armsAt(10, -30) },
          }),
        ],
      };
    case "burpee":
      return { poses: burpee() };
    case "lunge-jump": {
      const low = (front: "near" | "far") => {
        const legs = split(52, LUNGE_FRONT, LUNGE_BACK);
        const [lead, trail] = front === "near" ? [legs.near, legs.far] : [legs.far, legs.near];
        return pose({
          trunk: 6,
          near: { ...lead, ...armsAt(6, front === "near" ? -30 : 40) },
          far: { ...trail, ...armsAt(6, front === "near" ? 40 : -30) },
        });
      };
      return {
        poses: [
          low("near"),
          pose({
            hip: { x: HIP_X, y: 104 },
            trunk: 2,
            both: { ...armsAt(2, 10) },
            near: { thigh: 20, knee: 35, ankle: 30 },
            far: { thigh: -15, knee: 50, ankle: 30 },
          }),
          low("far"),
        ],
      };
    }
    default:
      return { poses: [loaded(), flight()] };
  }
}

/** Stand, squat with hands down, kick back to a plank, jump up: the hands stay where they land. */
function burpee(): Pose[] {
  const crouch = pose({ trunk: 55, neck: -20, both: bent(110, 135) });
  const c = measured(crouch);
  const handsDown = { x: c.near.toe.x + 4, y: -4 - c.hip.y };
  const squat = pose({ trunk: 55, neck: -20, both: { ...bent(110, 135), ...handAt(55, handsDown) } });
  const plankAt = (trunk: number) =>
    pose({ trunk, neck: -20, both: { thigh: -trunk, knee: 0, ankle: 80 - trunk, ...plumb(trunk) } });
  const handHeight = (trunk: number) => {
    const joints = measured(plankAt(trunk));
    return joints.near.grip.y + 4;
  };
  const trunk = solve(handHeight, 40, 90);
  const plank = plankAt(trunk);
  const shift = c.near.grip.x - measured(plank).near.grip.x;
  return [pose({}), squat, grounded(plank, HIP_X + shift), flight()];
}

const jump: Pattern = (variant, params) => {
  const { poses, props = [] } = jumpPoses(variant);
  return { seconds: params.tempo, poses, props: [...props, ...handProps(params)] };
};

// Swing

const swing: Pattern = (variant, params) => {
  const one = variant === "single-arm" || params.side === "one";
  const props = handProps({ ...params, side: one ? "one" : "both" });
  const hike = { shoulder: 70 - 32, elbow: 0 };
  const up = { shoulder: 90 * params.range, elbow: 3 };
  const free = one ? { far: { shoulder: 25, elbow: 30 } } : {};
  return motion(
    params,
    [
      pose({
        trunk: 70,
        neck: -35,
        both: { ...bent(38, 40), ...hike },
        ...(one ? { far: { ...bent(38, 40), shoulder: 40, elbow: 60 } } : {}),
      }),
      pose({ trunk: -3, neck: 0, both: up, ...(one ? { far: { ...free.far, thigh: 0, knee: 0, ankle: 0 } } : {}) }),
    ],
    props,
  );
};

export const LOWER_BODY: Partial<Record<PatternName, Pattern>> = {
  squat,
  hinge,
  lunge,
  "step-up": stepUp,
  bridge,
  "calf-raise": calfRaise,
  "leg-machine": legMachine,
  jump,
  swing,
};
