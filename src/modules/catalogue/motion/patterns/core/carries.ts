import { FLOOR_Y } from "../../motion-placing";
import { flatFoot, pose } from "../../poses";
import { type LimbAngles, type Pose } from "../../rig";
import type { Pattern } from "../types";

import { type Limbs, type Side, circlePath, load, meanPoint, n, outline, stand } from "./placing";

// ---------------------------------------------------------------------------------------------------
// On the feet: walking, carrying and running in place.

/** A walking step with `lead` forward: heel down in front, toes pushing off behind. */
function step(lead: Side, size = 1): Limbs {
  // Both feet down (the double support of a walk), so the renderer plants both and the step stays put.
  const front = { thigh: 20 * size, knee: 6 * size, ankle: flatFoot(20 * size, 6 * size) - 4 };
  const back = { thigh: -14 * size, knee: 12 * size, ankle: flatFoot(-14 * size, 12 * size) + 6 };
  return lead === "near" ? { near: front, far: back } : { near: back, far: front };
}

export function walking(
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

export const carry: Pattern = (variant, params) => {
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
