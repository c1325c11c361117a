/**
 * The demonstration figure: a side view of our body-map figure made of rigid segments, posed by joint
 * angles. Angles are in degrees and read as a coach names them: flexion is positive.
 * - `thigh`: the thigh's angle from hanging straight down, forward positive (in the world, not the trunk).
 * - `knee`, `elbow`: flexion; 0 is straight.
 * - `ankle`: the foot from square to the shin; toes down (plantar flexion) positive.
 * - `trunk`: the torso's lean from upright, forward positive (90: horizontal, face down).
 * - `shoulder`: the upper arm from hanging along the torso, forward positive (180: overhead).
 * - `neck`: the head's nod from in line with the torso, chin down positive.
 * The figure faces +x; SVG's y grows downward.
 */
export type MotionModel = "male" | "female";

export type LimbAngles = { thigh: number; knee: number; ankle: number; shoulder: number; elbow: number };

export type Pose = {
  trunk: number;
  neck: number;
  near: LimbAngles;
  far: LimbAngles;
  /** Where the hip joint is; when absent the figure stands with its lowest foot point on the floor. */
  hip?: Point;
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
  const thigh = -limb.thigh;
  const shin = thigh + limb.knee;
  const foot = shin - 90 + limb.ankle;
  const upperArm = trunk - 180 - limb.shoulder;
  const forearm = upperArm - limb.elbow;
  return { trunk, thigh, shin, foot, upperArm, forearm, head: trunk + pose.neck };
}

export type Joints = {
  hip: Point;
  shoulder: Point;
  headCentre: Point;
  near: LimbJoints;
  far: LimbJoints;
};
export type LimbJoints = {
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
  const trunk = worldAngles(pose, "near").trunk;
  const shoulder = along(hip, trunk, p.torso);
  const neckTop = along(shoulder, trunk + pose.neck, p.neck);
  const headCentre = along(neckTop, trunk + pose.neck, p.head);
  const limb = (side: "near" | "far"): LimbJoints => {
    const a = worldAngles(pose, side);
    const knee = along(hip, a.thigh, p.thigh);
    const ankle = along(knee, a.shin, p.shin);
    const elbow = along(shoulder, a.upperArm, p.upperArm);
    const wrist = along(elbow, a.forearm, p.forearm);
    return {
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
