import { FLOOR_Y } from "../../motion-placing";
import { flatFoot, pose } from "../../poses";
import type { Prop } from "../../props";
import { type Point, type Pose } from "../../rig";
import type { Pattern } from "../types";

import {
  type Limbs,
  type Surface,
  anchored,
  at,
  circlePath,
  knee,
  load,
  mat,
  meanPoint,
  mirrored,
  n,
  onFloor,
  outline,
  reaching,
  seat,
  shoulders,
  sole,
} from "./placing";
import { rad } from "../geometry";

// ---------------------------------------------------------------------------------------------------
// Floor work. Lying on the back the head is towards -x (trunk -90), the thighs point +x (thigh 90).

export const SUPINE_X = 126;
const HANDS_BEHIND_HEAD = { shoulder: 162, elbow: 150 };
const ARMS_CROSSED = { shoulder: 25, elbow: 145 };
const ARMS_ON_FLOOR = { shoulder: -8, elbow: 0 };
/** Arms lying along the floor beside the body, whatever the trunk's tilt. */
const armsOnFloor = (trunk: number) => ({ shoulder: trunk + 82, elbow: 0 });
const KNEES_UP = { thigh: 130, knee: 105, ankle: flatFoot(130, 105) };

export function supine(spec: Parameters<typeof pose>[0], x = SUPINE_X, surfaces: Surface[] = [seat, shoulders]): Pose {
  return onFloor(pose({ trunk: -90, ...spec }), x, surfaces);
}

function declineBench(hip: Point, tilt: number, ankle: Point): Prop[] {
  const along = { x: Math.cos(rad(tilt)), y: -Math.sin(rad(tilt)) };
  const under = { x: Math.sin(rad(tilt)), y: Math.cos(rad(tilt)) };
  const top = { x: hip.x + under.x * 12, y: hip.y + under.y * 12 };
  const point = (k: number, down = 0) =>
    `${n(top.x + along.x * k + under.x * down)} ${n(top.y + along.y * k + under.y * down)}`;
  const low = { x: top.x - along.x * 75, y: top.y - along.y * 75 };
  const high = { x: top.x + along.x * 40, y: top.y + along.y * 40 };
  return [
    outline(`M${point(-75)}L${point(40)}L${point(40, 7)}L${point(-75, 7)}Z`, true),
    outline(
      `M${n(low.x + 10)} ${n(low.y + 8)}V${FLOOR_Y}M${n(high.x - 6)} ${n(high.y + 8)}V${FLOOR_Y}M${n(high.x - 6)} ${n(ankle.y + 2)}H${n(ankle.x + 8)}`,
    ),
    outline(circlePath({ x: ankle.x + 9, y: ankle.y - 4 }, 5), true),
    outline(circlePath({ x: high.x, y: high.y + 1 }, 5), true),
  ];
}

export const crunch: Pattern = (variant, params) => {
  const range = params.range;
  const seconds = params.tempo;
  switch (variant) {
    case "sit-up": {
      const lying = supine({ neck: -5, both: { ...KNEES_UP, ...ARMS_CROSSED } });
      return {
        seconds,
        props: [mat(SUPINE_X - 5)],
        poses: [lying, at(pose({ trunk: -90 + 78 * range, neck: 10, both: { ...KNEES_UP, ...ARMS_CROSSED } }), lying)],
      };
    }
    case "cable": {
      // Kneeling, facing away from a high pulley: the rope by the forehead and the spine curling down.
      const legs = { thigh: 5, knee: 95, ankle: 85 };
      const arms = { shoulder: 150, elbow: 125 };
      const up = onFloor(pose({ trunk: 20, both: { ...legs, ...arms } }), 112, [knee("near"), sole("near")]);
      return {
        seconds,
        props: [
          outline(`M52 ${FLOOR_Y}V22H64`),
          outline(circlePath({ x: 64, y: 26 }, 4)),
          { kind: "cable", from: { x: 64, y: 26 } },
          { kind: "handle", hand: "both" },
          mat(112, 90),
        ],
        poses: [up, at(pose({ trunk: 20 + 65 * range, neck: 30, both: { ...legs, ...arms } }), up)],
      };
    }
    case "reverse": {
      const table = { thigh: 175, knee: 90, ankle: 0, ...ARMS_ON_FLOOR };
      const flat = supine({ both: table });
      const curled = onFloor(
        pose({
          trunk: -90 - 22 * range,
          neck: 22 * range,
          both: { ...armsOnFloor(-90 - 22 * range), thigh: 175 + 45 * range, knee: 105, ankle: 10 },
        }),
        SUPINE_X,
        [shoulders],
      );
      return { seconds, props: [mat(SUPINE_X - 5)], poses: [flat, curled] };
    }
    case "v-up": {
      const flat = supine({ both: { thigh: 87, knee: 0, ankle: 30, shoulder: 184, elbow: 0 } }, SUPINE_X - 8);
      const folded = pose({
        trunk: -90 + 55 * range,
        neck: 10,
        both: { thigh: 90 + 52 * range, knee: 0, ankle: 30, shoulder: 55 * range + 52 * range, elbow: 0 },
      });
      return { seconds, props: [mat(SUPINE_X - 10)], poses: [flat, at(folded, flat)] };
    }
    case "bicycle": {
      const legs: Limbs = {
        near: { thigh: 150, knee: 115, ankle: 10 },
        far: { thigh: 100, knee: 5, ankle: 20 },
      };
      const one = supine({ trunk: -62, neck: 20, both: HANDS_BEHIND_HEAD, ...legs }, SUPINE_X, [seat]);
      return { seconds, props: [mat(SUPINE_X - 5)], poses: [one, mirrored(one)] };
    }
    case "decline": {
      const tilt = params.bench !== null && params.bench < 0 ? -params.bench : 20;
      const legs = { thigh: 90 + tilt, knee: 95, ankle: 5 };
      const down = pose({ trunk: -90 - tilt, both: { ...legs, ...HANDS_BEHIND_HEAD } });
      const placed = { ...down, hip: { x: 138, y: 142 } };
      const ankle = meanPoint(placed, (j) => j.near.ankle);
      return {
        seconds,
        props: declineBench(placed.hip, tilt, ankle),
        poses: [
          placed,
          at(
            pose({ trunk: -90 - tilt + (70 + tilt) * range, neck: 15, both: { ...legs, ...HANDS_BEHIND_HEAD } }),
            placed,
          ),
        ],
      };
    }
    default: {
      const lying = supine({ neck: -5, both: { ...KNEES_UP, ...HANDS_BEHIND_HEAD } });
      return {
        seconds,
        props: [mat(SUPINE_X - 5)],
        poses: [
          lying,
          // The upper back curls off the floor; the lower back stays down.
          at(
            pose({ trunk: -90 + 8 * range, chest: 34 * range, neck: 22, both: { ...KNEES_UP, ...HANDS_BEHIND_HEAD } }),
            lying,
          ),
        ],
      };
    }
  }
};

const BAR = { x: 126, y: 12 };

/** Hanging from the bar with straight arms; the hip follows wherever the grip has to stay. */
const hang = (spec: Parameters<typeof pose>[0]) =>
  anchored(
    pose({ ...spec, both: { shoulder: 180 + (spec.trunk ?? 0), elbow: 0, ...spec.both } }),
    (j) => j.near.grip,
    BAR,
  );

export const legRaise: Pattern = (variant, params) => {
  const range = params.range;
  const seconds = params.tempo;
  switch (variant) {
    case "lying": {
      const down = supine({ both: { thigh: 96, knee: 0, ankle: 10, ...ARMS_ON_FLOOR } });
      return {
        seconds,
        props: [mat(SUPINE_X - 5)],
        poses: [
          down,
          at(pose({ trunk: -90, both: { thigh: 90 + 88 * range, knee: 0, ankle: 10, ...ARMS_ON_FLOOR } }), down),
        ],
      };
    }
    case "flutter": {
      const one = supine({
        neck: 15,
        near: { thigh: 112, knee: 0, ankle: 30 },
        far: { thigh: 98, knee: 0, ankle: 30 },
        both: ARMS_ON_FLOOR,
      });
      return { seconds: Math.min(seconds, 1.6), props: [mat(SUPINE_X - 5)], poses: [one, mirrored(one)] };
    }
    case "knee-raise":
      return {
        seconds,
        props: [{ kind: "bar", x: BAR.x, y: BAR.y }],
        poses: [
          hang({ both: { thigh: 4, knee: 8, ankle: 15 } }),
          hang({ trunk: -6, both: { thigh: 110 * range, knee: 105, ankle: 20 } }),
        ],
      };
    default:
      return {
        seconds,
        props: [{ kind: "bar", x: BAR.x, y: BAR.y }],
        poses: [
          hang({ both: { thigh: 3, knee: 4, ankle: 15 } }),
          hang({ trunk: -12, both: { thigh: 95 * range, knee: 0, ankle: 15 } }),
        ],
      };
  }
};

export const rotation: Pattern = (variant, params) => {
  const range = params.range;
  const seconds = params.tempo;
  switch (variant) {
    case "woodchop": {
      // High to low across the body: the pulley sits above and behind the far shoulder.
      const pulley = { x: 36, y: 28 };
      const cable = params.implement === "cable" || params.implement === "band";
      const props: Prop[] = cable
        ? [outline(`M30 ${FLOOR_Y}V20H40`), { kind: "cable", from: pulley }, { kind: "handle", hand: "both" }]
        : load(params, "medicine-ball");
      return {
        seconds,
        props,
        poses: [
          pose({ trunk: -8, neck: -12, both: { thigh: 2, knee: 6, shoulder: 172, elbow: 8 } }),
          pose({
            trunk: 28 * range,
            neck: 5,
            both: {
              thigh: 35 * range,
              knee: 55 * range,
              ankle: flatFoot(35 * range, 55 * range),
              shoulder: 35,
              elbow: 5,
            },
          }),
        ],
      };
    }
    case "landmine": {
      // The bar runs from the hands to its pivot on the floor out of frame, in front.
      return {
        seconds,
        props: [
          { kind: "cable", from: { x: 236, y: FLOOR_Y - 3 } },
          outline(`M230 ${FLOOR_Y}V${FLOOR_Y - 8}H242V${FLOOR_Y}`, true),
          { kind: "plate", hand: "far" },
        ],
        poses: [
          pose({ trunk: 4, neck: -5, both: { thigh: 8, knee: 12, ankle: flatFoot(8, 12), shoulder: 115, elbow: 5 } }),
          pose({
            trunk: 14,
            neck: 10,
            both: { thigh: 22, knee: 30, ankle: flatFoot(22, 30), shoulder: 30 + 20 * (1 - range), elbow: 5 },
          }),
        ],
      };
    }
    case "pallof": {
      // An anti-rotation press: the cable pulls from the side, shown here coming from behind at chest
      // height so the press straight out and the braced, soft-kneed stance read.
      const stance = { thigh: 18, knee: 28, ankle: flatFoot(18, 28) };
      const pressed = pose({ trunk: 6, both: { ...stance, shoulder: 84, elbow: Math.max(0, 115 * (1 - range)) } });
      const chest = meanPoint(pressed, (j) => j.near.grip);
      return {
        seconds,
        props: [
          outline(`M24 ${FLOOR_Y}V40`),
          { kind: "cable", from: { x: 26, y: chest.y } },
          { kind: "handle", hand: "both" },
        ],
        poses: [pose({ trunk: 6, both: { ...stance, shoulder: 30, elbow: 115 } }), pressed],
      };
    }
    default: {
      // Seen from the side a twist shows as the hands going from the middle down beside the hip.
      const legs = { thigh: 128, knee: 92, ankle: 10 };
      const seated = supine({ trunk: -42, neck: 5, both: legs }, 112, [seat]);
      const chest = meanPoint(seated, (j) => j.shoulder);
      const centre = reaching(seated, { x: chest.x + 34, y: chest.y + 6 });
      const low = reaching({ ...centre, neck: 15 }, { x: centre.hip!.x - 4 + 10 * (1 - range), y: FLOOR_Y - 14 });
      return { seconds, props: [...load(params, "medicine-ball"), mat(118, 150)], poses: [centre, low] };
    }
  }
};
