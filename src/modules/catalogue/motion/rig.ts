/**
 * The demonstration figure: a side view of our body-map figure made of rigid segments, posed by joint
 * angles. Angles are in degrees and read as a coach names them: flexion is positive.
 * - `thigh`: the thigh's angle from hanging straight down, forward positive (in the world, not the trunk).
 * - `knee`, `elbow`: flexion; 0 is straight.
 * - `ankle`: the foot from square to the shin; toes down (plantar flexion) positive.
 * - `trunk`: the torso's lean from upright, forward positive (90: horizontal, face down).
 * - `chest`: the upper half of the torso bent from the lower half at the waist, rounding forward
 *   positive (a crunch, a cat), arching back negative (a cow, a cobra); absent, the torso is one piece.
 * - `shoulder`: the upper arm from hanging along the torso, forward positive (180: overhead).
 * - `neck`: the head's nod from in line with the torso, chin down positive.
 * The figure faces +x; SVG's y grows downward.
 *
 * A pose with `view: "front"` is seen from the front instead: the near side is the one on
 * the viewer's left, and the angles read in the frontal plane.
 */
export type MotionModel = "male" | "female";

export type LimbAngles = {
  thigh: number;
  knee: number;
  ankle: number;
  shoulder: number;
  elbow: number;
  /** Front view only: how much of the thigh shows, 1 whole; a seated thigh points at the viewer. */
  reach?: number;
};

export type Pose = {
  trunk: number;
  neck: number;
  chest?: number;
  near: LimbAngles;
  far: LimbAngles;
  /** Where the hip joint is; when absent the figure stands with its lowest foot point on the floor. */
  hip?: Point;
  /**
   * How far each model's hip sits from `hip`, where the body must meet a floor, bar or machine: the
   * models' limbs differ, so each gets the hip that lands its own hands, feet or back on the contact.
   */
  fit?: Partial<Record<MotionModel, Point>>;
  /** Seen from the front (frontWorldAngles); the side view otherwise. */
  view?: "front";
  /** Front view only: the pelvis's roll, as `trunk` leans (a side plank rolls it with the body). */
  tilt?: number;
};

export type Point = { x: number; y: number };

export type Proportions = {
  torso: number;
  neck: number;
  head: number;
  upperArm: number;
  forearm: number;
  hand: number;
  thigh: number;
  shin: number;
  footFront: number;
  footBack: number;
  width: { torso: number; upperArm: number; forearm: number; thigh: number; shin: number };
};

const MALE: Proportions = {
  torso: 52,
  neck: 7,
  head: 11,
  upperArm: 30,
  forearm: 27,
  hand: 9,
  thigh: 45,
  shin: 43,
  footFront: 19,
  footBack: 5,
  width: { torso: 30, upperArm: 11.5, forearm: 9, thigh: 18, shin: 11.5 },
};

const FEMALE: Proportions = {
  torso: 49,
  neck: 7,
  head: 10.5,
  upperArm: 28,
  forearm: 25,
  hand: 8,
  thigh: 43,
  shin: 41,
  footFront: 17,
  footBack: 4.5,
  width: { torso: 27, upperArm: 9.5, forearm: 7.5, thigh: 18, shin: 10.5 },
};

export const proportionsOf = (model: MotionModel): Proportions => (model === "female" ? FEMALE : MALE);

export const rad = (degrees: number) => (degrees * Math.PI) / 180;
export const deg = (radians: number) => (radians * 180) / Math.PI;

/** A point `length` along a segment whose world angle is `angle` degrees clockwise from straight down. */
export function along(from: Point, angle: number, length: number): Point {
  return { x: from.x - Math.sin(rad(angle)) * length, y: from.y + Math.cos(rad(angle)) * length };
}

/**
 * World angles (clockwise from straight down, as SVG rotates) of every segment of one side.
 * The renderer nests each segment in its parent, so it rotates by the difference.
 */
export function worldAngles(pose: Pose, side: "near" | "far") {
  const limb = pose[side];
  const trunk = 180 + pose.trunk;
  const chest = trunk + (pose.chest ?? 0);
  const thigh = -limb.thigh;
  const shin = thigh + limb.knee;
  const foot = shin - 90 + limb.ankle;
  const upperArm = chest - 180 - limb.shoulder;
  const forearm = upperArm - limb.elbow;
  return { trunk, chest, thigh, shin, foot, upperArm, forearm, head: chest + pose.neck };
}

export type Joints = {
  hip: Point;
  shoulder: Point;
  headCentre: Point;
  near: LimbJoints;
  far: LimbJoints;
};
export type LimbJoints = {
  /** Where this side's leg and arm hang from: the hip and the shoulder themselves in the side view. */
  hip: Point;
  shoulder: Point;
  knee: Point;
  ankle: Point;
  toe: Point;
  heel: Point;
  elbow: Point;
  wrist: Point;
  grip: Point;
};

/** Joint positions with the hip at `hip`. */
export function jointsAt(pose: Pose, p: Proportions, hip: Point): Joints {
  if (pose.view === "front") return frontJointsAt(pose, p, hip);
  const { trunk, chest } = worldAngles(pose, "near");
  const shoulder = along(along(hip, trunk, p.torso / 2), chest, p.torso / 2);
  const neckTop = along(shoulder, chest + pose.neck, p.neck);
  const headCentre = along(neckTop, chest + pose.neck, p.head);
  const limb = (side: "near" | "far"): LimbJoints => {
    const a = worldAngles(pose, side);
    const knee = along(hip, a.thigh, p.thigh);
    const ankle = along(knee, a.shin, p.shin);
    const elbow = along(shoulder, a.upperArm, p.upperArm);
    const wrist = along(elbow, a.forearm, p.forearm);
    return {
      hip,
      shoulder,
      knee,
      ankle,
      toe: along(ankle, a.foot, p.footFront),
      heel: along(ankle, a.foot + 180, p.footBack),
      elbow,
      wrist,
      grip: along(wrist, a.forearm, p.hand * 0.55),
    };
  };
  return { hip, shoulder, headCentre, near: limb("near"), far: limb("far") };
}

/** The hip position that puts the lowest point of either foot on the floor, at `x`. */
export function standingHip(pose: Pose, p: Proportions, x: number, floor: number): Point {
  const joints = jointsAt(pose, p, { x, y: 0 });
  const lowest = Math.max(
    ...[joints.near, joints.far].flatMap((limb) => [limb.toe.y, limb.heel.y, limb.ankle.y + 2.5]),
  );
  return { x, y: floor - lowest };
}

/**
 * The front view. Angles read in the frontal plane; "near" is the side on the viewer's left (-x).
 * - `trunk`: the torso's lean toward the far side (+x), from upright; `neck` tilts the head the same way.
 * - `shoulder`, `thigh`: abduction, out to the limb's own side from hanging (the thigh in the world,
 *   as in the side view; the arm from the trunk). Negative crosses the midline.
 * - `elbow`: the forearm turned further the way the arm lifts (a press: shoulder 90, elbow 90);
 *   negative folds it back toward the body (an upright row).
 * - `knee`: the shin turned back toward the midline (a side lunge: thigh 40, knee 40, the shin upright).
 * - `ankle`: the sole's roll from flat.
 */
export function frontWorldAngles(pose: Pose, side: "near" | "far") {
  const limb = pose[side];
  const s = side === "near" ? 1 : -1;
  const upperArm = pose.trunk + s * limb.shoulder;
  const thigh = s * limb.thigh;
  return {
    trunk: 180 + pose.trunk,
    head: 180 + pose.trunk + pose.neck,
    pelvis: pose.tilt ?? 0,
    upperArm,
    forearm: upperArm + s * limb.elbow,
    thigh,
    shin: s * (limb.thigh - limb.knee),
    foot: s * limb.ankle,
    reach: limb.reach ?? 1,
  };
}

/** Front view: half the distance between the shoulder joints, and between the hip joints. */
export const frontSpan = (p: Proportions) => ({ shoulder: p.width.torso * 0.6, hip: p.width.thigh * 0.55 });
/** Front view: how far below the ankle the sole is, and how wide the foot shows. */
export const FRONT_FOOT = { drop: 5, half: 4 };

function frontJointsAt(pose: Pose, p: Proportions, hip: Point): Joints {
  const span = frontSpan(p);
  const centre = along(hip, 180 + pose.trunk, p.torso);
  const neckTop = along(centre, 180 + pose.trunk + pose.neck, p.neck);
  const limb = (side: "near" | "far"): LimbJoints => {
    const a = frontWorldAngles(pose, side);
    const out = side === "near" ? 90 : -90;
    const root = along(hip, a.pelvis + out, span.hip);
    const shoulder = along(centre, pose.trunk + out, span.shoulder);
    const knee = along(root, a.thigh, p.thigh * a.reach);
    const ankle = along(knee, a.shin, p.shin);
    const sole = along(ankle, a.foot, FRONT_FOOT.drop);
    const elbow = along(shoulder, a.upperArm, p.upperArm);
    const wrist = along(elbow, a.forearm, p.forearm);
    return {
      hip: root,
      shoulder,
      knee,
      ankle,
      toe: along(sole, a.foot + out, FRONT_FOOT.half),
      heel: along(sole, a.foot - out, FRONT_FOOT.half),
      elbow,
      wrist,
      grip: along(wrist, a.forearm, p.hand * 0.55),
    };
  };
  return {
    hip,
    shoulder: centre,
    headCentre: along(neckTop, 180 + pose.trunk + pose.neck, p.head),
    near: limb("near"),
    far: limb("far"),
  };
}
