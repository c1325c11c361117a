import { FLOOR_Y } from "../../motion-placing";
import { flatFoot, pose } from "../../poses";
import type { Prop } from "../../props";
import { type Pose } from "../../rig";
import type { Pattern } from "../types";
import { walking } from "./carries";
import { fromFloor, overhead } from "./olympic-lifts";
import { ellipsePath, leanToReach, meanPoint, n, outline, reaching } from "./placing";
import { deg } from "../geometry";

// ---------------------------------------------------------------------------------------------------

export const strongman: Pattern = (variant, params) => {
  const seconds = params.tempo;
  switch (variant) {
    case "tire-flip": {
      // The tyre is drawn part-way over, its far edge on the floor and the near edge in the hands:
      // low and driving into it, then hips through with the hands still under the edge.
      const low = pose({ trunk: 42, neck: -25, both: { thigh: 70, knee: 95, ankle: flatFoot(70, 95) } });
      const shoulder = meanPoint(low, (j) => j.shoulder);
      const edge = { x: shoulder.x + 34, y: shoulder.y + 28 };
      const high = leanToReach(pose({ neck: -20, both: { thigh: 18, knee: 22, ankle: 22 } }), () => edge, low);
      const pivot = { x: 236, y: FLOOR_Y };
      const centre = { x: (edge.x + pivot.x) / 2, y: (edge.y + pivot.y) / 2 };
      const angle = deg(Math.atan2(pivot.y - edge.y, pivot.x - edge.x));
      const length = Math.hypot(pivot.x - edge.x, pivot.y - edge.y) / 2;
      return {
        seconds,
        props: [
          outline(ellipsePath(centre, length, 18, angle), true),
          outline(ellipsePath(centre, length * 0.5, 7, angle)),
        ],
        poses: [reaching(low, edge), high],
      };
    }
    case "atlas-stone": {
      const stone: Prop = { kind: "ball", hand: "near" };
      const over = leanToReach(
        pose({ neck: -30, both: { thigh: 75, knee: 105, ankle: flatFoot(75, 105) } }),
        (spec) => ({ x: meanPoint(spec, (j) => j.near.ankle).x + 14, y: FLOOR_Y - 11 }),
      );
      const lap = pose({ trunk: 28, neck: -10, both: { thigh: 88, knee: 118, ankle: flatFoot(88, 118) } });
      const lapGrip = meanPoint(lap, (j) => ({
        x: (j.hip.x + 2 * j.near.knee.x) / 3,
        y: (j.hip.y + 2 * j.near.knee.y) / 3 - 18,
      }));
      const tall = pose({ trunk: -10, neck: 5, both: { thigh: -6, knee: 4, ankle: 10 } });
      const chestGrip = meanPoint(tall, (j) => ({ x: j.shoulder.x + 16, y: j.shoulder.y + 20 }));
      return {
        seconds: params.tempo * 1.3,
        props: [stone, { kind: "box", x: 176, y: 118, width: 52, height: FLOOR_Y - 118 }],
        poses: [over, reaching(lap, lapGrip), reaching(tall, chestGrip)],
      };
    }
    case "log-press": {
      // The log end-on, racked high on the chest, then driven overhead.
      const rack = (spec: Pose) =>
        reaching(
          spec,
          meanPoint(spec, (j) => ({ x: j.shoulder.x + 17, y: j.shoulder.y + 8 })),
        );
      const standTall = pose({ trunk: -6, neck: -5 });
      const dipped = pose({ trunk: -4, neck: -5, both: { thigh: 24, knee: 36, ankle: flatFoot(24, 36) } });
      return {
        seconds,
        props: [{ kind: "ball", hand: "far" }],
        poses: [rack(standTall), rack(dipped), pose({ trunk: -2, both: overhead(-2) })],
      };
    }
    case "keg-carry": {
      // A bear hug: the forearms cross the keg's middle, which rests against the chest.
      const hug = { shoulder: 25, elbow: 75 };
      const poses = walking({ trunk: -8, neck: 5, both: hug }, 0.8);
      const middle = meanPoint(poses[0]!, (j) => ({
        x: (j.near.elbow.x + j.near.grip.x) / 2,
        y: (j.near.elbow.y + j.near.grip.y) / 2,
      }));
      const keg = { x: middle.x, y: middle.y - 19 };
      return {
        seconds,
        props: [
          outline(
            `M${n(keg.x - 14)} ${n(keg.y)}H${n(keg.x + 14)}V${n(keg.y + 38)}H${n(keg.x - 14)}ZM${n(keg.x - 14)} ${n(keg.y + 8)}H${n(keg.x + 14)}M${n(keg.x - 14)} ${n(keg.y + 30)}H${n(keg.x + 14)}`,
            true,
          ),
        ],
        poses,
      };
    }
    default: {
      // A thick axle pulled from the floor: shown by the bar's plates and a double-overhand grip.
      return {
        seconds,
        props: [{ kind: "barbell", hand: "far" }],
        poses: [fromFloor(62, 82), pose({ trunk: -4, neck: -5, both: { shoulder: -4, elbow: 0 } })],
      };
    }
  }
};
