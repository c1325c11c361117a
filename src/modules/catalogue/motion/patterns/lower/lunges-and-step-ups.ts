import { lateralLunge } from "../front/sideways";
import { FLOOR_Y, type Motion } from "../../motion-placing";
import { pose } from "../../poses";
import type { Prop } from "../../props";
import { type Pose } from "../../rig";
import { handProps } from "../hands";
import type { MotionParams, Pattern } from "../types";
import { type Arm, HIP_X, bent, carried, grounded, legTo, legToToe, measured, motion } from "./placing";

// Lunge

/** A split stance from the hip: front foot flat, back foot on its toes, the hip `height` off the floor. */
export function split(height: number, front: number, back: number): Pick<Pose, "near" | "far"> {
  const near = { ...pose({}).near, ...legTo({ x: front, y: height - 2.5 }) };
  const far = { ...pose({}).far, ...legToToe({ x: -back, y: height }, -45) };
  return { near, far };
}

function lungePose(height: number, front: number, back: number, trunk: number, arms: Arm): Pose {
  const legs = split(height, front, back);
  return pose({ trunk, neck: -trunk * 0.5, near: { ...legs.near, ...arms }, far: { ...legs.far, ...arms } });
}

export const LUNGE_FRONT = 40;
export const LUNGE_BACK = 40;

export const lunge: Pattern = (variant, params) => {
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

export const stepUp: Pattern = (variant, params) => {
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
