import { sidePlank } from "../front/sideways";
import { SUPINE_X, supine } from "./floor-work";
import { FLOOR_Y } from "../../motion-placing";
import { pose } from "../../poses";
import { type Joints, type Pose } from "../../rig";
import type { Pattern } from "../types";

import {
  anchored,
  at,
  chest,
  forearm,
  hands,
  knee,
  mat,
  meanPoint,
  mirrored,
  onFloor,
  reaching,
  seat,
  toes,
} from "./placing";
import { solve } from "../lower/placing";

// ---------------------------------------------------------------------------------------------------
// Planks and holds. Face down the head is towards +x (trunk near 90) and the legs run back (thigh
// near -90).

/** A straight body from the toes to the shoulders, risen `lean` degrees from the floor. */
const straightBody = (lean: number) => ({ trunk: 90 - lean, legs: { thigh: -(90 - lean), knee: 0, ankle: 28 } });

export const plank: Pattern = (variant, params) => {
  const range = params.range;
  const seconds = params.tempo;
  switch (variant) {
    case "side":
      return sidePlank(params);
    case "hollow": {
      const held = supine(
        { trunk: -68, neck: 12, both: { thigh: 112, knee: 0, ankle: 35, shoulder: 180, elbow: 0 } },
        SUPINE_X - 6,
        [seat],
      );
      return { seconds, props: [mat(SUPINE_X - 6)], poses: [held] };
    }
    case "bird-dog": {
      // Our arm is long for the thigh, so the hands sit a little ahead of the shoulders to keep the back flat.
      const quadruped = { thigh: 0, knee: 90, ankle: 85 };
      const kneeling = onFloor(pose({ trunk: 82, neck: -10, both: quadruped }), 96, [knee("near")]);
      const start = reaching(kneeling, { x: meanPoint(kneeling, (j) => j.shoulder).x + 12, y: FLOOR_Y - 4 });
      const reach = {
        ...start,
        neck: -14,
        near: { ...start.near, shoulder: 82 + 88 * range, elbow: 0 },
        far: { ...start.far, thigh: -85 * range, knee: 5, ankle: 40 },
      };
      return { seconds, props: [mat(120, 150)], poses: [start, reach] };
    }
    case "dead-bug": {
      const table = { thigh: 180, knee: 90, ankle: 0, shoulder: 90, elbow: 0 };
      const start = supine({ both: table });
      const oneSide = pose({
        trunk: -90,
        near: { ...table, shoulder: 90 + 85 * range },
        far: { thigh: 180 - 82 * range, knee: 5, ankle: 10, shoulder: 90, elbow: 0 },
      });
      const near = at(oneSide, start);
      return { seconds, props: [mat(SUPINE_X - 5)], poses: [start, near, mirrored(near)] };
    }
    case "mountain-climber": {
      const body = straightBody(28);
      const climb = onFloor(
        pose({
          trunk: body.trunk,
          neck: -15,
          both: { shoulder: body.trunk, elbow: 0 },
          near: { thigh: 40 + 45 * range, knee: 120, ankle: 30 },
          far: body.legs,
        }),
        105,
        [hands("near"), toes("far")],
      );
      return { seconds: Math.min(seconds, 1.4), props: [mat(118, 200)], poses: [climb, mirrored(climb)] };
    }
    case "superman": {
      const flat = onFloor(
        pose({ trunk: 90, both: { thigh: -90, knee: 0, ankle: 80, shoulder: 176, elbow: 8 } }),
        112,
        [seat, chest],
      );
      const lift = 16 * range;
      return {
        seconds,
        props: [mat(118, 210)],
        poses: [
          flat,
          at(
            pose({
              trunk: 90 - lift,
              neck: -8,
              both: { thigh: -90 - lift, knee: 0, ankle: 80, shoulder: 180, elbow: 5 },
            }),
            flat,
          ),
        ],
      };
    }
    case "ab-wheel": {
      // The wheel is the plate ring at the hands: its centre at the grip, rolling on the floor.
      const kneeAt = { x: 78, y: FLOOR_Y - 6 };
      const wheel = (j: Joints) => ({ x: j.near.knee.x, y: j.near.knee.y });
      const kneeling = anchored(pose({ trunk: 62, neck: -10, both: { thigh: 8, knee: 98, ankle: 90 } }), wheel, kneeAt);
      const out = 66 * range;
      const extended = anchored(
        pose({ trunk: 62 + 32 * range, neck: -10, both: { thigh: -out, knee: 90 - out, ankle: 90 } }),
        wheel,
        kneeAt,
      );
      const grip = (spec: Pose, ahead: number) =>
        reaching(spec, { x: meanPoint(spec, (j) => j.shoulder).x + ahead, y: FLOOR_Y - 14 });
      return {
        seconds,
        props: [{ kind: "plate", hand: "far" }, mat(120, 170)],
        poses: [grip(kneeling, 10), grip(extended, 52)],
      };
    }
    case "l-sit": {
      const held = anchored(
        pose({ both: { thigh: 93, knee: 0, ankle: 20, shoulder: 6, elbow: 0 } }),
        (j) => j.near.grip,
        { x: 118, y: FLOOR_Y - 4 },
      );
      return { seconds, props: [mat(150, 150)], poses: [held] };
    }
    default: {
      // The body's slope that rests both the forearms and the toes on the floor.
      const held = (lean: number) => {
        const body = straightBody(lean);
        return onFloor(
          pose({ trunk: body.trunk, neck: -5, both: { ...body.legs, shoulder: body.trunk, elbow: 90 } }),
          118,
          [forearm("near"), toes("near")],
        );
      };
      const gap = (lean: number) => FLOOR_Y - meanPoint(held(lean), (j) => ({ x: 0, y: forearm("near")(j) })).y;
      return { seconds, props: [mat(118, 200)], poses: [held(solve(gap, 1, 20))] };
    }
  }
};
