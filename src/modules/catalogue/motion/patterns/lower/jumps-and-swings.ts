import { jumpingJack } from "../front/sideways";
import { FLOOR_Y, type Motion } from "../../motion-placing";
import { pose } from "../../poses";
import type { Prop } from "../../props";
import { type Pose } from "../../rig";
import { handProps } from "../hands";
import type { MotionParams, Pattern } from "../types";
import { LUNGE_BACK, LUNGE_FRONT, split } from "./lunges-and-step-ups";
import { HIP_X, armsAt, bent, grounded, handAt, measured, motion, plumb, solve } from "./placing";

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

export const jump: Pattern = (variant, params) => {
  if (variant === "jumping-jack") return jumpingJack(params);
  const { poses, props = [] } = jumpPoses(variant);
  return { seconds: params.tempo, poses, props: [...props, ...handProps(params)] };
};

// Swing

/** A ball thrown back overhead: from a deep hinge with the ball low, up onto the toes, arms past the head. */
function backwardThrow(params: MotionParams): Motion {
  return motion(
    params,
    [
      pose({ trunk: 55, neck: -30, both: { ...bent(70, 85), shoulder: 40, elbow: 5 } }),
      pose({ trunk: -18, neck: -25, both: { thigh: -4, knee: 4, ankle: 30, shoulder: 200 * params.range, elbow: 8 } }),
    ],
    [{ kind: "ball", hand: "near" }],
  );
}

export const swing: Pattern = (variant, params) => {
  if (variant === "throw") return backwardThrow(params);
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
