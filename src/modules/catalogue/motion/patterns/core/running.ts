import { flatFoot, pose } from "../../poses";
import { type Pose } from "../../rig";
import type { Pattern } from "../types";

import { type Side, inPlace, mirrored, stand } from "./placing";

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

export const run: Pattern = (variant, params) => inPlace(running(variant, params));
