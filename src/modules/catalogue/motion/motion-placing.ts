import type { Prop } from "./props";
import { jointsAt, proportionsOf, standingHip, type MotionModel, type Point, type Pose } from "./rig";

export const MOTION_SIZE = 240;
export const FLOOR_Y = 222;
const HIP_X = 120;

/** One movement: key poses and where the figure meets its equipment. */
export type Motion = {
  poses: Pose[];
  props: Prop[];
  /** Seconds for one repetition, there and back. */
  seconds: number;
};

/**
 * Where the hip is. A standing pose keeps its planted feet where the movement's first standing pose put
 * them (that pose stands at HIP_X): in a squat or a hinge the hips travel back over still feet.
 */
export function hipOf(pose: Pose, model: MotionModel, motion: Motion): Point {
  if (pose.hip) {
    const fit = pose.fit?.[model];
    return fit ? { x: pose.hip.x + fit.x, y: pose.hip.y + fit.y } : pose.hip;
  }
  const p = proportionsOf(model);
  const ankles = (of: Pose) => {
    const joints = jointsAt(of, p, { x: 0, y: 0 });
    return { near: joints.near.ankle, far: joints.far.ankle };
  };
  const first = ankles(motion.poses.find((candidate) => !candidate.hip) ?? pose);
  const own = ankles(pose);
  const lowest = Math.max(own.near.y, own.far.y);
  const planted = (["near", "far"] as const).filter((side) => own[side].y >= lowest - 3);
  const offset = planted.reduce((sum, side) => sum + first[side].x - own[side].x, 0) / planted.length;
  return standingHip(pose, p, HIP_X + offset, FLOOR_Y);
}

/** The radius of a ball rolling under the heels, when the movement has one. */
export const ballRadius = (motion: Motion) => {
  const ball = motion.props.find((prop) => prop.kind === "rolling-ball");
  return ball?.kind === "rolling-ball" ? ball.radius : undefined;
};
