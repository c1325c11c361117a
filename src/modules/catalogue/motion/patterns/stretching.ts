import { FLOOR_Y } from "../motion-svg";
import { flatFoot, pose } from "../poses";
import type { Prop } from "../props";
import { jointsAt, proportionsOf, standingHip, type LimbAngles, type Point, type Pose, type Proportions } from "../rig";
import { handProps } from "./hands";
import type { MotionParams, Pattern } from "./types";
import type { PatternName } from "./vocabulary";

type Side = "near" | "far";

/**
 * Floor work needs hands, knees and feet placed on the floor, but a pattern does not know which model
 * will wear it: placing limbs on a figure halfway between the two keeps both within a unit or two.
 */
const AVERAGE: Proportions = (() => {
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
const ANKLE_Y = FLOOR_Y - 2.5;
const KNEE_Y = FLOOR_Y - 5.5;
const HAND_Y = FLOOR_Y - 4;
const GRIP = AVERAGE.forearm + AVERAGE.hand * 0.55;

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
const wrap = (angle: number, low = -180) => ((((angle - low) % 360) + 360) % 360) + low;
const along = (from: Point, angle: number, length: number): Point => ({
  x: from.x - Math.sin(rad(angle)) * length,
  y: from.y + Math.cos(rad(angle)) * length,
});
/** The world angle (the rig's: clockwise from straight down) of the line from `from` to `to`. */
const heading = (from: Point, to: Point) => deg(Math.atan2(-(to.x - from.x), to.y - from.y));

const at = (p: Pose) => jointsAt(p, AVERAGE, p.hip ?? standingHip(p, AVERAGE, HIP_X, FLOOR_Y));

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

/** The hand's grip put on `target` (world units). */
function reach(p: Pose, side: Side, target: Point, elbowHigh = false): Pose {
  const { upper, bend } = chain(at(p).shoulder, target, AVERAGE.upperArm, GRIP, (u, l) => u - l, elbowHigh);
  return withLimb(p, side, { shoulder: wrap(p.trunk - upper, -120), elbow: bend });
}

/** The elbow put on `elbow` with the forearm at world angle `forearm` (-90: flat along the floor, forward). */
function restForearm(p: Pose, side: Side, elbow: Point, forearm = -90): Pose {
  const upper = heading(at(p).shoulder, elbow);
  return withLimb(p, side, { shoulder: wrap(p.trunk - upper, -120), elbow: wrap(upper - forearm) });
}

/** The ankle put on `ankle`; the foot flat on the floor unless an ankle angle is given. */
function plant(p: Pose, side: Side, ankle: Point, footAngle?: number): Pose {
  const hip = at(p).hip;
  const { upper, bend } = chain(hip, ankle, AVERAGE.thigh, AVERAGE.shin, (u, l) => l - u);
  const thigh = wrap(-upper, -150);
  return withLimb(p, side, { thigh, knee: bend, ankle: footAngle ?? flatFoot(thigh, bend) });
}

/** A leg kneeling behind the hip: knee on the floor, shin and the top of the foot flat behind it. */
function kneeling(hipY: number): Partial<LimbAngles> {
  const thigh = -deg(Math.acos(Math.min(1, Math.max(-1, (KNEE_Y - hipY) / AVERAGE.thigh))));
  return { thigh, knee: 90 + thigh, ankle: 88 };
}

/** Where a hip sits with a leg's ankle at `ankle`, the shin and thigh at these world angles. */
const hipAbove = (ankle: Point, shin: number, thigh: number): Point =>
  along(along(ankle, shin + 180, AVERAGE.shin), thigh + 180, AVERAGE.thigh);

/** Standing hip height over feet `apart` units from under it, with the knees a touch soft. */
const standingY = (apart = 0) => ANKLE_Y - Math.sqrt((AVERAGE.thigh + AVERAGE.shin - 1.5) ** 2 - apart ** 2);

const mat = (x = 20, width = 200): Prop => ({ kind: "mat", x, width });
/** A wall, doorframe or post: a narrow upright panel whose near face is at `x`. */
const wall = (x: number, top = 50, facing: "left" | "right" = "left"): Prop => {
  const back = facing === "left" ? x + 7 : x - 7;
  return { kind: "outline", d: `M${x} ${FLOOR_Y}V${top}H${back}V${FLOOR_Y}Z`, fill: true };
};

const ROLLER_R = 14;
const ROLLER_TOP = FLOOR_Y - 2 * ROLLER_R;
const roller = (x: number): Prop => ({
  kind: "outline",
  d:
    `M${x - ROLLER_R} ${FLOOR_Y - ROLLER_R}a${ROLLER_R} ${ROLLER_R} 0 1 0 ${2 * ROLLER_R} 0a${ROLLER_R} ${ROLLER_R} 0 1 0 ${-2 * ROLLER_R} 0Z` +
    `M${x - 4} ${FLOOR_Y - ROLLER_R}a4 4 0 1 0 8 0a4 4 0 1 0 -8 0Z`,
  fill: true,
});

/** A stretch eases in and holds, so it never runs faster than four seconds. */
const holdSeconds = (params: MotionParams) => Math.max(params.tempo, 4);

type Stretch = (params: MotionParams) => { poses: [Pose, Pose]; props: Prop[] };

const seatedY = FLOOR_Y - 10;
const longSitLegs = { thigh: 87, knee: 0, ankle: 0 };

const hamstring: Stretch = ({ range, side }) => {
  const hip = { x: 70, y: seatedY };
  let legs = pose({ hip, both: longSitLegs });
  // One leg at a time: the other knee bends up with its foot flat beside the straight knee.
  if (side === "one") legs = plant(legs, "far", { x: hip.x + 34, y: ANKLE_Y });
  const sitTall = { ...legs, trunk: -3 };
  const toes = at(legs).near.toe;
  const fold = { ...legs, trunk: 15 + 45 * range, neck: 15 };
  return {
    props: [mat()],
    poses: [
      reach(reach(sitTall, "near", { x: hip.x + 40, y: hip.y - 10 }), "far", { x: hip.x + 40, y: hip.y - 10 }),
      reach(reach(fold, "near", { x: toes.x + 4, y: toes.y + 2 }), "far", { x: toes.x + 4, y: toes.y + 2 }),
    ],
  };
};

const quad: Stretch = ({ range }) => {
  const lifted = pose({
    near: { thigh: -4, knee: 150 * Math.min(range, 1.05), ankle: 40 },
    far: { shoulder: 80, elbow: 10 },
  });
  return {
    props: [],
    poses: [pose({ far: { shoulder: 5, elbow: 8 } }), reach(lifted, "near", at(lifted).near.ankle)],
  };
};

const hipFlexor: Stretch = ({ range }) => {
  const frontAnkle = { x: 172, y: ANKLE_Y };
  const kneel = (shin: number, thigh: number, trunk: number) => {
    const hip = hipAbove(frontAnkle, shin, thigh);
    return plant(pose({ hip, trunk, near: kneeling(hip.y) }), "far", frontAnkle);
  };
  const upright = kneel(0, -88, 0);
  const lunge = kneel(18 * range, -72, -5);
  const frontKnee = (p: Pose) => ({ ...at(p).far.knee, y: at(p).far.knee.y - 6 });
  return {
    props: [mat()],
    poses: [
      reach(reach(upright, "near", frontKnee(upright)), "far", frontKnee(upright)),
      reach({ ...lunge, near: { ...lunge.near, shoulder: 170, elbow: 5 } }, "far", frontKnee(lunge)),
    ],
  };
};

const calf: Stretch = ({ range }) => {
  const back = { x: 78, y: ANKLE_Y };
  const front = { x: 150, y: ANKLE_Y };
  const legs = (hipX: number, trunk: number) =>
    plant(
      plant(pose({ hip: { x: hipX, y: standingY(Math.abs(hipX - back.x) * 0.8) }, trunk }), "near", back),
      "far",
      front,
    );
  const upright = legs(108, 10);
  // The wall stands where the upright figure's hands just reach; leaning in bends the elbows.
  const wallX = at(upright).shoulder.x + (AVERAGE.upperArm + GRIP) * 0.92;
  const hands = (p: Pose) => {
    const target = { x: wallX - 5, y: at(p).shoulder.y - 4 };
    return reach(reach(p, "near", target), "far", target);
  };
  return { props: [wall(wallX, 60)], poses: [hands(upright), hands(legs(108 + 16 * range, 22 + 10 * range))] };
};

const chest: Stretch = ({ range }) => {
  // The arm is out to the side and behind the chest; from the side that reads as straight back on the wall.
  const back = { x: 104, y: ANKLE_Y };
  const front = { x: 150, y: ANKLE_Y };
  const stand = (hipX: number, trunk: number) =>
    plant(
      plant(pose({ hip: { x: hipX, y: standingY(12) }, trunk, far: { shoulder: 5, elbow: 15 } }), "near", back),
      "far",
      front,
    );
  const opened = stand(118 + 8 * range, 8 + 6 * range);
  // The wall is where the arm is straight at the deepest point; standing closer it is still bent.
  const wallX = at(opened).shoulder.x - (AVERAGE.upperArm + GRIP) * 0.99 - 3;
  const hand = (p: Pose) => reach(p, "near", { x: wallX + 5, y: at(p).shoulder.y + 6 });
  return { props: [wall(wallX, 60, "right")], poses: [hand(stand(112, 0)), hand(opened)] };
};

const shoulder: Stretch = ({ range }) => {
  // Across the chest: seen from the side the near arm points straight ahead, the far hand pulling at its elbow.
  const crossed = pose({ near: { shoulder: 84, elbow: 0 } });
  const elbow = along(at(crossed).shoulder, -84, AVERAGE.upperArm * 0.9);
  return {
    props: [],
    poses: [
      pose({ both: { shoulder: 5, elbow: 10 } }),
      reach(crossed, "far", { x: elbow.x - 3 * range, y: elbow.y - 6 }),
    ],
  };
};

const triceps: Stretch = ({ range }) => {
  const bent = pose({ near: { shoulder: 165, elbow: 135 + 15 * range } });
  const elbow = at(bent).near.elbow;
  return {
    props: [],
    poses: [pose({ near: { shoulder: 170, elbow: 10 } }), reach(bent, "far", { x: elbow.x + 3, y: elbow.y + 4 })],
  };
};

const lats: Stretch = ({ range }) => {
  // From the side the long reach overhead reads best as a hinge away from a post held at hip height.
  const postX = 206;
  const feet = { x: 118, y: ANKLE_Y };
  const hang = (hipX: number, trunk: number, neck: number) => {
    const p = pose({ hip: { x: hipX, y: standingY(Math.abs(hipX - feet.x)) }, trunk, neck });
    const hands = { x: postX - 5, y: 132 };
    return reach(reach(plant(plant(p, "near", feet), "far", feet), "near", hands), "far", hands);
  };
  return { props: [wall(postX, 70)], poses: [hang(126, 35, 0), hang(104 - 6 * range, 70 + 15 * range, -10)] };
};

const spineTwist: Stretch = ({ range }) => {
  const hip = { x: 92, y: seatedY };
  const legs = plant(pose({ hip, trunk: -4, near: longSitLegs }), "far", { x: hip.x + 38, y: ANKLE_Y });
  const knee = at(legs).far.knee;
  const behind = { x: hip.x - 32, y: HAND_Y };
  const hug = reach(reach(legs, "near", { x: knee.x - 2, y: knee.y + 6 }), "far", { x: knee.x, y: knee.y + 2 });
  // The twist: near elbow pressed against the outside of the bent knee, far hand planted behind.
  const twisted = { ...legs, trunk: -4 - 6 * range, neck: -8 };
  return {
    props: [mat()],
    poses: [hug, reach(restForearm(twisted, "near", { x: knee.x + 3, y: knee.y + 4 }, -175), "far", behind)],
  };
};

/** Hands and knees: knees under the hips, hands under the shoulders. */
function allFours(kneeX: number, trunk: number, thigh = 0) {
  const hip = along({ x: kneeX, y: KNEE_Y }, -thigh + 180, AVERAGE.thigh);
  return pose({ hip, trunk, both: { thigh, knee: 90 + thigh, ankle: 88 } });
}

const catCow: Stretch = ({ range }) => {
  // The rigid torso cannot round or arch, so the head and the tilt of the back carry the movement.
  const cow = allFours(88, 80, 0);
  const cat = allFours(88, 72 - 4 * range, 0);
  const hands = { x: at(cat).shoulder.x, y: HAND_Y };
  return {
    props: [mat()],
    poses: [
      reach(reach({ ...cow, neck: -40 * range }, "near", hands), "far", hands),
      reach(reach({ ...cat, neck: 55 * range }, "near", hands), "far", hands),
    ],
  };
};

const child: Stretch = ({ range }) => {
  const onHeels = { thigh: 72, knee: 162, ankle: 88 };
  const knee = { x: 118, y: KNEE_Y };
  const hip = along(knee, 180 - onHeels.thigh, AVERAGE.thigh);
  const sit = pose({ hip, trunk: 0, both: { ...onHeels, shoulder: 172, elbow: 8 } });
  const fold = pose({ hip, trunk: 70 + 24 * range, neck: 12, both: onHeels });
  // Aimed past their reach so the arms lie straight along the floor.
  const hands = { x: at(fold).shoulder.x + 80, y: FLOOR_Y - 4 };
  return { props: [mat()], poses: [sit, reach(reach(fold, "near", hands), "far", hands)] };
};

const cobra: Stretch = ({ range }) => {
  const hip = { x: 88, y: FLOOR_Y - 12 };
  const legs = { thigh: -86, knee: 0, ankle: 85 };
  const flat = pose({ hip, trunk: 86, neck: -5, both: legs });
  const hands = { x: at(flat).shoulder.x + 4, y: HAND_Y };
  const up = pose({ hip, trunk: 86 - 34 * range, neck: -22, both: legs });
  return {
    props: [mat()],
    poses: [
      reach(reach(flat, "near", hands, true), "far", hands, true),
      reach(reach(up, "near", hands, true), "far", hands, true),
    ],
  };
};

const neck: Stretch = ({ range }) => {
  // Seen from the side a tilt shows as the head drawn down, the near hand guiding it, the far arm reaching down.
  const tilted = pose({ neck: 38 * range, far: { shoulder: -12, elbow: 0 } });
  const j = at(tilted);
  const crown = along(j.headCentre, 180 + tilted.trunk + tilted.neck - 25, AVERAGE.head * 0.9);
  return { props: [], poses: [pose({ both: { shoulder: 3, elbow: 8 } }), reach(tilted, "near", crown)] };
};

const groin: Stretch = ({ range }) => {
  // Butterfly: soles together close in, knees out; from the side the knees stand up and forward of the hips.
  const hip = { x: 92, y: seatedY };
  const feet = { x: hip.x + 30, y: ANKLE_Y - 2 };
  const legs = plant(plant(pose({ hip }), "near", feet), "far", feet);
  const hold = (trunk: number) => {
    const p = { ...legs, trunk, neck: trunk * 0.3 };
    const toes = { x: feet.x + 12, y: feet.y - 2 };
    return reach(reach(p, "near", toes), "far", toes);
  };
  return { props: [mat()], poses: [hold(0), hold(12 + 26 * range)] };
};

const glute: Stretch = ({ range }) => {
  // Figure-4 lying down: the near ankle rests across the far knee and the hands draw the far thigh in.
  const hip = { x: 128, y: FLOOR_Y - 14 };
  const lying = pose({ hip, trunk: -88, neck: -14 });
  const crossed = (p: Pose) => {
    const knee = at(p).far.knee;
    return plant(p, "near", { x: knee.x - 4, y: knee.y - 7 }, 30);
  };
  const start = crossed(plant(lying, "far", { x: hip.x + 62, y: ANKLE_Y }));
  const drawn = crossed({ ...lying, far: { ...lying.far, thigh: 150 + 30 * range, knee: 95, ankle: 0 } });
  const behindThigh = along(at(drawn).hip, -(150 + 30 * range), AVERAGE.thigh * 0.7);
  return {
    props: [mat()],
    poses: [
      { ...start, near: { ...start.near, shoulder: 10, elbow: 5 }, far: { ...start.far, shoulder: 10, elbow: 5 } },
      reach(reach(drawn, "near", behindThigh), "far", behindThigh),
    ],
  };
};

const sideBend: Stretch = ({ range }) => ({
  // A bend to the side barely shows from the side: the near arm arcs overhead and the trunk leans a touch.
  props: [],
  poses: [
    pose({ both: { shoulder: 3, elbow: 8 } }),
    pose({
      trunk: -6 * range,
      neck: -6,
      near: { shoulder: 178, elbow: 28 * range },
      far: { shoulder: -20, elbow: 105 },
    }),
  ],
});

const forearm: Stretch = ({ range }) => {
  // Kneeling, palms flat with the fingers turned back; sitting back bends the wrists further.
  const hands = { x: 150, y: HAND_Y };
  const start = allFours(102, 72, 0);
  const back = allFours(102, 70, 30 * range);
  return {
    props: [mat()],
    poses: [reach(reach(start, "near", hands), "far", hands), reach(reach(back, "near", hands), "far", hands)],
  };
};

const ankle: Stretch = ({ range }) => {
  // Knee to wall: half kneeling, the front heel stays down while the knee drives forward past the toes.
  const front = { x: 150, y: ANKLE_Y };
  const kneel = (shin: number) => {
    const hip = hipAbove(front, shin, -84);
    return plant(pose({ hip, trunk: 8, far: kneeling(hip.y) }), "near", front);
  };
  const deep = kneel(36 * range);
  // The wall is where the knee touches it at the deepest point.
  const wallX = at(deep).near.knee.x + AVERAGE.width.shin / 2 + 1;
  const hands = (p: Pose) => {
    const target = { x: wallX - 5, y: at(p).shoulder.y - 6 };
    return reach(reach(p, "near", target), "far", target);
  };
  return { props: [mat(20, wallX - 22), wall(wallX, 60)], poses: [hands(kneel(4)), hands(deep)] };
};

const upperBack: Stretch = ({ range }) => ({
  props: [],
  poses: [
    pose({ both: { shoulder: 3, elbow: 8 } }),
    pose({
      trunk: 18 * range,
      neck: 38 * range,
      both: { thigh: 12, knee: 24, ankle: flatFoot(12, 24), shoulder: 98 + 8 * range, elbow: 4 },
    }),
  ],
});

const pigeon: Stretch = ({ range }) => {
  const hip = { x: 100, y: FLOOR_Y - 16 };
  const legs = pose({ hip, near: { thigh: 78, knee: 162, ankle: 92 }, far: { thigh: -82, knee: 2, ankle: 88 } });
  const tall = { ...legs, trunk: 2, neck: -5 };
  const fold = { ...legs, trunk: 60 + 28 * range, neck: 10 };
  const side = { x: hip.x + 22, y: HAND_Y };
  const ahead = { x: at(fold).shoulder.x + 80, y: HAND_Y };
  return {
    props: [mat()],
    poses: [reach(reach(tall, "near", side), "far", side), reach(reach(fold, "near", ahead), "far", ahead)],
  };
};

const STRETCHES: Record<string, Stretch> = {
  hamstring,
  quad,
  "hip-flexor": hipFlexor,
  calf,
  chest,
  shoulder,
  triceps,
  lats,
  "spine-twist": spineTwist,
  "cat-cow": catCow,
  child,
  cobra,
  neck,
  groin,
  glute,
  "side-bend": sideBend,
  forearm,
  ankle,
  "upper-back": upperBack,
  pigeon,
};

const stretch: Pattern = (variant, params) => {
  const drawn = (STRETCHES[variant] ?? hamstring)(params);
  return { seconds: holdSeconds(params), props: [...drawn.props, ...handProps(params)], poses: drawn.poses };
};

/** One pose on the roller with the hip `shift` units along it; the roll goes from -shift to +shift. */
type Roll = (shift: number, params: MotionParams) => { pose: Pose; props: Prop[] };

const ROLLER_X = 120;

/** Sitting back on the hands, hips lifted, the legs straight over the roller. */
function sittingBack(hip: Point, farFoot: Point | null): Pose {
  let p = pose({ hip, trunk: -58, neck: 10, both: { thigh: 90, knee: 0, ankle: 0 } });
  // One leg at a time: the other foot is planted on the floor beside the roller.
  if (farFoot) p = plant(p, "far", farFoot);
  const hands = { x: hip.x - 44, y: HAND_Y };
  return reach(reach(p, "near", hands), "far", hands);
}

/** Face down on the forearms; the trunk tilts until the upper arm reaches the planted elbow. */
function onForearms(hip: Point, elbowX: number, legs: Partial<LimbAngles>, sides: Side[] = ["near", "far"]): Pose {
  const elbow = { x: elbowX, y: FLOOR_Y - AVERAGE.width.forearm / 2 };
  let low = 40;
  let high = 120;
  for (let step = 0; step < 30; step++) {
    const trunk = (low + high) / 2;
    const shoulder = at(pose({ hip, trunk })).shoulder;
    if (Math.hypot(shoulder.x - elbow.x, shoulder.y - elbow.y) > AVERAGE.upperArm) low = trunk;
    else high = trunk;
  }
  let p = pose({ hip, trunk: (low + high) / 2, neck: -10, both: legs });
  for (const side of sides) p = restForearm(p, side, elbow);
  return p;
}

const ROLLS: Record<string, Roll> = {
  calf: (shift, params) => {
    const rollerX = ROLLER_X + 46;
    const hip = { x: rollerX - 66 + shift, y: ROLLER_TOP - AVERAGE.width.shin / 2 + 1 };
    const farFoot = params.side === "one" ? { x: rollerX - 18, y: ANKLE_Y } : null;
    return { pose: sittingBack(hip, farFoot), props: [roller(rollerX)] };
  },
  hamstring: (shift, params) => {
    const hip = { x: ROLLER_X - 24 + shift, y: ROLLER_TOP - AVERAGE.width.thigh / 2 + 1 };
    const farFoot = params.side === "one" ? { x: ROLLER_X + 24, y: ANKLE_Y } : null;
    return { pose: sittingBack(hip, farFoot), props: [roller(ROLLER_X)] };
  },
  quad: (shift) => {
    const hip = { x: ROLLER_X + 24 + shift, y: ROLLER_TOP - AVERAGE.width.thigh / 2 + 1 };
    return { pose: onForearms(hip, ROLLER_X + 76, { thigh: -90, knee: 5, ankle: 70 }), props: [roller(ROLLER_X)] };
  },
  glute: (shift) => {
    // Sitting on the roller, the near ankle crossed over the far knee to load the near glute.
    const hip = { x: ROLLER_X + shift, y: ROLLER_TOP - 9 };
    let p = plant(pose({ hip, trunk: -52, neck: 10 }), "far", { x: ROLLER_X + 56, y: ANKLE_Y });
    const knee = at(p).far.knee;
    p = plant(p, "near", { x: knee.x - 2, y: knee.y - 7 }, 30);
    const hands = { x: hip.x - 44, y: HAND_Y };
    return { pose: reach(reach(p, "near", hands), "far", hands), props: [roller(ROLLER_X)] };
  },
  "it-band": (shift) => {
    // Lying on the side, propped on the near forearm with the top foot planted in front of the roller.
    const hip = { x: ROLLER_X + 26 + shift, y: ROLLER_TOP - AVERAGE.width.thigh / 2 + 1 };
    let p = onForearms(hip, ROLLER_X + 70, { thigh: -90, knee: 0, ankle: 60 }, ["near"]);
    p = plant({ ...p, trunk: p.trunk - 8 }, "far", { x: ROLLER_X + 34, y: ANKLE_Y });
    p = restForearm(p, "near", { x: ROLLER_X + 70, y: FLOOR_Y - AVERAGE.width.forearm / 2 });
    return { pose: reach(p, "far", { x: at(p).shoulder.x + 16, y: HAND_Y }), props: [roller(ROLLER_X)] };
  },
  back: (shift) => {
    // Hips lifted and the upper back across the roller, hands cradling the head.
    const hip = { x: ROLLER_X + 40 + shift, y: ROLLER_TOP - AVERAGE.width.torso / 2 + 1 };
    let p = pose({ hip, trunk: -90 });
    p = plant(plant(p, "near", { x: ROLLER_X + 112, y: ANKLE_Y }), "far", { x: ROLLER_X + 112, y: ANKLE_Y });
    const head = at(p).headCentre;
    const cradle = { x: head.x - 2, y: head.y + 4 };
    return { pose: reach(reach(p, "near", cradle), "far", cradle), props: [roller(ROLLER_X)] };
  },
  lats: (shift) => {
    // On the side with the roller under the armpit: from the side, the reaching arm lies past the head.
    const hip = { x: ROLLER_X + 46 + shift, y: FLOOR_Y - 12 };
    const shoulderY = ROLLER_TOP - AVERAGE.width.torso / 2 + 2;
    const trunk = -90 + deg(Math.asin((hip.y - shoulderY) / AVERAGE.torso));
    let p = pose({ hip, trunk, neck: -10 });
    p = plant(plant(p, "near", { x: ROLLER_X + 108, y: ANKLE_Y }), "far", { x: ROLLER_X + 108, y: ANKLE_Y });
    const shoulder = at(p).shoulder;
    p = reach(p, "near", { x: shoulder.x - 58, y: HAND_Y });
    return { pose: reach(p, "far", { x: hip.x - 8, y: hip.y - 8 }), props: [roller(ROLLER_X)] };
  },
  chest: (shift) => {
    // Face down over the roller, the near arm reaching ahead along the floor, the far hand bracing.
    const hip = { x: ROLLER_X - 38 + shift, y: ROLLER_TOP - 10 };
    const chestY = ROLLER_TOP - AVERAGE.width.torso / 2 + 1;
    const trunk = deg(Math.acos((hip.y - chestY) / AVERAGE.torso));
    let p = pose({ hip, trunk, neck: -6 });
    const toes = { x: ROLLER_X - 120, y: FLOOR_Y - AVERAGE.footFront + 1 };
    p = plant(plant(p, "near", toes, -8), "far", toes, -8);
    const shoulder = at(p).shoulder;
    p = reach(p, "near", { x: shoulder.x + 58, y: HAND_Y });
    return { pose: reach(p, "far", { x: shoulder.x + 14, y: HAND_Y }), props: [roller(ROLLER_X)] };
  },
};

const roll: Pattern = (variant, params) => {
  const draw = ROLLS[variant] ?? ROLLS.calf!;
  const reachOut = 12 * params.range;
  const first = draw(-reachOut, params);
  return {
    seconds: params.tempo,
    props: first.props,
    poses: [first.pose, draw(reachOut, params).pose],
  };
};

export const STRETCHING: Partial<Record<PatternName, Pattern>> = { stretch, roll };
