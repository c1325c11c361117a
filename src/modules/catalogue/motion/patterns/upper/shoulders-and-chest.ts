import { cableCrossover, lateralRaise, uprightRow } from "../front/sideways";
import { FLOOR_Y } from "../../motion-placing";
import { flatFoot, pose } from "../../poses";
import { handProps } from "../hands";
import type { Pattern } from "../types";
import {
  HINGED_LEGS,
  type Limb,
  SEATED_HIP,
  arms,
  armsUp,
  cable,
  column,
  f,
  lyingOnBench,
  mix,
  outline,
  seatWithBack,
  shoulderFrom,
  sitting,
  standing,
  wheel,
} from "./placing";
import { wrap } from "../geometry";
import { proneOnIncline } from "./pulls";

export const raise: Pattern = (variant, params) => {
  const seconds = params.tempo;
  const load = handProps(params);
  const down = { shoulder: 4, elbow: 12 };
  switch (variant) {
    case "front":
      return {
        seconds,
        props: load,
        poses: [standing(arms(params, down)), standing(arms(params, { shoulder: 95 * params.range, elbow: 5 }, down))],
      };
    case "rear": {
      const trunk = 75;
      const hang = { shoulder: trunk, elbow: 15 };
      return {
        seconds,
        props: load,
        poses: [
          standing(arms(params, hang), { trunk, neck: -30, legs: HINGED_LEGS }),
          standing(arms(params, { shoulder: trunk - 75 * params.range, elbow: 15 }, hang), {
            trunk,
            neck: -30,
            legs: HINGED_LEGS,
          }),
        ],
      };
    }
    case "y-raise": {
      const body = proneOnIncline(40);
      const at = (limb: Limb) => pose({ trunk: body.trunk, neck: -10, hip: body.hip, both: { ...body.legs, ...limb } });
      const hang = { shoulder: body.trunk, elbow: 5 };
      return {
        seconds,
        props: [...body.props, ...load],
        poses: [at(arms(params, hang).near), at({ shoulder: mix(body.trunk, 165, params.range), elbow: 5 })],
      };
    }
    default:
      return lateralRaise(params);
  }
};

export const fly: Pattern = (variant, params) => {
  const seconds = params.tempo;
  const load = handProps(params);
  switch (variant) {
    case "cable-crossover":
      return cableCrossover(params);
    case "pec-deck": {
      const trunk = -4;
      const shoulder = shoulderFrom(SEATED_HIP, trunk);
      const at = (limb: Limb) => sitting(SEATED_HIP, trunk, arms(params, limb));
      const pivot = { x: shoulder.x + 4, y: shoulder.y - 24 };
      return {
        seconds,
        props: [
          ...seatWithBack(SEATED_HIP, trunk),
          outline(`M${SEATED_HIP.x - 24} ${FLOOR_Y}V${f(pivot.y - 6)}H${f(pivot.x)}V${f(pivot.y)}${wheel(pivot, 3)}`),
          { kind: "handle", hand: "both" },
        ],
        // Elbows out at the sides sit behind the shoulder in side view; they sweep round to the front.
        poses: [at({ shoulder: 30, elbow: 115 }), at({ shoulder: mix(30, 92, params.range), elbow: 90 })],
      };
    }
    case "reverse": {
      const body = proneOnIncline(35);
      const hang = { shoulder: body.trunk, elbow: 12 };
      const at = (limb: Limb) => pose({ trunk: body.trunk, neck: -10, hip: body.hip, both: { ...body.legs, ...limb } });
      return {
        seconds,
        props: [...body.props, ...load],
        poses: [at(hang), at({ shoulder: body.trunk - 80 * params.range, elbow: 15 })],
      };
    }
    case "around": {
      // Around the worlds: straight arms sweep from the hips, out past the bench, to overhead.
      const body = lyingOnBench(params.bench ?? 0);
      const lying = (limb: Limb) =>
        pose({ trunk: body.trunk, neck: -5, hip: body.hip, both: { ...body.legs, ...limb } });
      const open = wrap(body.trunk + 180, -90) - 150;
      return {
        seconds,
        props: [...body.props, ...load],
        poses: [
          lying({ shoulder: 12, elbow: 8 }),
          lying({ shoulder: open, elbow: 10 }),
          lying({ shoulder: 172, elbow: 8 }),
        ],
      };
    }
    default: {
      // A fly's arms open out to the sides, past the bench; in side view they drop beside it with the
      // elbows soft, then close to straight up over the chest.
      const body = lyingOnBench(params.bench ?? 0);
      const lying = (limb: Limb) =>
        pose({ trunk: body.trunk, neck: -5, hip: body.hip, both: { ...body.legs, ...limb } });
      const open = wrap(body.trunk + 180, -90) - 150 * params.range;
      return {
        seconds,
        props: [...body.props, ...load],
        poses: [lying({ ...armsUp(body.trunk), elbow: 12 }), lying({ shoulder: open, elbow: 22 })],
      };
    }
  }
};

export const shrug: Pattern = (variant, params) => {
  const seconds = params.tempo;
  const load = handProps(params);
  switch (variant) {
    case "upright-row":
      return uprightRow(params);
    case "face-pull": {
      const pulley = { x: 222, y: 78 };
      return {
        seconds,
        props: [column(226, pulley), cable(pulley), { kind: "handle", hand: "both" }],
        poses: [
          standing(arms(params, { shoulder: 88, elbow: 3 }), { trunk: -6, split: true }),
          standing(arms(params, { shoulder: mix(88, 105, params.range), elbow: mix(3, 140, params.range) }), {
            trunk: -6,
            split: true,
          }),
        ],
      };
    }
    default:
      // The rig has no shoulder girdle, so the shrug lifts the whole body off soft knees a touch while the
      // arms stay long and the head sinks between the shoulders; the traps carry the colour.
      return {
        seconds,
        props: load,
        poses: [
          standing(arms(params, { shoulder: 2, elbow: 3 }), { legs: { thigh: 10, knee: 20, ankle: flatFoot(10, 20) } }),
          standing(arms(params, { shoulder: -4, elbow: 3 }), { trunk: -3, neck: 16 }),
        ],
      };
  }
};

export const pullover: Pattern = (variant, params) => {
  const body = lyingOnBench(0, 156);
  const lying = (limb: Limb) => pose({ trunk: body.trunk, neck: -5, hip: body.hip, both: { ...body.legs, ...limb } });
  const reach = (shoulder: number): Limb => ({ shoulder, elbow: 18 });
  const behind = 90 + 88 * params.range;
  if (variant === "cable") {
    const pulley = { x: 40, y: FLOOR_Y - 10 };
    return {
      seconds: params.tempo,
      props: [...body.props, column(32, pulley), cable(pulley), { kind: "handle", hand: "both" }],
      poses: [lying(reach(behind)), lying(reach(70))],
    };
  }
  return {
    seconds: params.tempo,
    props: [...body.props, { kind: "dumbbell", hand: "near" }],
    poses: [lying(reach(90)), lying(reach(behind))],
  };
};
