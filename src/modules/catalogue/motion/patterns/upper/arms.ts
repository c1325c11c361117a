import { FLOOR_Y } from "../../motion-placing";
import { pose } from "../../poses";
import type { Prop } from "../../props";
import { type Pose } from "../../rig";
import { handProps } from "../hands";
import type { MotionParams, Pattern } from "../types";
import {
  BENCH_TOP,
  BODY,
  type Limb,
  SEATED_HIP,
  SOFT_KNEES,
  armTo,
  arms,
  bench,
  cable,
  column,
  f,
  feetDown,
  lyingOnBench,
  mix,
  outline,
  pad,
  pushUp,
  seat,
  shoulderFrom,
  sitting,
  standing,
} from "./placing";
import { along, wrap } from "../geometry";
import { kneelingOnBench } from "./pulls";

export const curl: Pattern = (variant, params) => {
  const seconds = params.tempo;
  const load = handProps(params);
  const lift = 140 * params.range;
  const hanging = { shoulder: 5, elbow: 5 };
  const curled = { shoulder: 14, elbow: lift };
  switch (variant) {
    case "hammer":
      // Alternating, as hammer curls usually are; the dumbbell is seen along its length (neutral grip).
      return {
        seconds,
        props: [{ kind: "dumbbell", hand: "both" }],
        poses: [
          standing({ near: curled, far: hanging }),
          standing({ near: hanging, far: params.side === "one" ? hanging : curled }),
        ],
      };
    case "preacher": {
      // Upper arm down the sloped pad; only the elbow moves.
      const trunk = 12;
      const shoulder = shoulderFrom(SEATED_HIP, trunk);
      const arm = -48;
      const elbowAt = along(shoulder, arm, BODY.upperArm);
      const under = along(shoulder, arm + 90, 9);
      const padTop = along(under, arm, 2);
      const padLow = along(under, arm, BODY.upperArm + 2);
      const at = (elbow: number) => sitting(SEATED_HIP, trunk, arms(params, { shoulder: trunk - arm, elbow }), -15);
      return {
        seconds,
        props: [
          seat(SEATED_HIP),
          outline(pad(padTop, padLow, 7), true),
          outline(
            `M${f(elbowAt.x - 2)} ${f(padLow.y + 8)}V${FLOOR_Y}M${f(elbowAt.x - 14)} ${FLOOR_Y}H${f(elbowAt.x + 10)}`,
          ),
          ...load,
        ],
        poses: [at(12), at(mix(12, 125, params.range))],
      };
    }
    case "incline": {
      const body = lyingOnBench(params.bench ?? 45, 112);
      const hang = { shoulder: body.trunk, elbow: 3 };
      const at = (limb: Limb) =>
        pose({ trunk: body.trunk, neck: 15, hip: body.hip, both: { ...body.legs }, ...arms(params, limb, hang) });
      return {
        seconds,
        props: [...body.props, ...load],
        poses: [at(hang), at({ shoulder: body.trunk, elbow: mix(3, 135, params.range) })],
      };
    }
    case "concentration": {
      const hip = SEATED_HIP;
      const trunk = 40;
      const at = (elbow: number) =>
        pose({
          trunk,
          neck: -10,
          hip,
          both: feetDown(hip, 52),
          near: { shoulder: trunk + 4, elbow },
          far: { shoulder: 75, elbow: 40 },
        });
      return {
        seconds,
        props: [seat(hip), { kind: "dumbbell", hand: "near" }],
        poses: [at(8), at(mix(8, 135, params.range))],
      };
    }
    case "cable": {
      const pulley = { x: 184, y: FLOOR_Y - 8 };
      return {
        seconds,
        props: [column(192, pulley), cable(pulley), { kind: "handle", hand: "both" }],
        poses: [
          standing(arms(params, { shoulder: 10, elbow: 8 }, hanging)),
          standing(arms(params, { shoulder: 14, elbow: lift }, hanging)),
        ],
      };
    }
    case "wrist":
    case "reverse-wrist":
      return { seconds, ...wristCurl(variant, params) };
    default:
      return {
        seconds,
        props: load,
        poses: [standing(arms(params, hanging)), standing(arms(params, curled, hanging))],
      };
  }
};

/**
 * The rig has no wrist, so the hand's small arc is drawn by the forearm rocking on its support.
 * Wrist curls sit with the forearms along the thighs; reverse wrist curls kneel at a bench.
 */
function wristCurl(variant: string, params: MotionParams): { poses: Pose[]; props: Prop[] } {
  const load = handProps(params);
  if (variant === "wrist") {
    const hip = SEATED_HIP;
    const trunk = 38;
    const shoulder = shoulderFrom(hip, trunk);
    const legs = feetDown(hip, 44);
    const knee = along(hip, -(legs.thigh ?? 0), BODY.thigh);
    const at = (drop: number) =>
      pose({
        trunk,
        neck: -15,
        hip,
        both: { ...legs, ...armTo(shoulder, { x: knee.x + 8, y: knee.y - 12 + drop }, trunk) },
      });
    return { props: [seat(hip), ...load], poses: [at(8 * params.range), at(-8 * params.range)] };
  }
  const hip = { x: 96, y: FLOOR_Y - 50 };
  const trunk = 62;
  const shoulder = shoulderFrom(hip, trunk);
  const top = BENCH_TOP + 8;
  const at = (drop: number) =>
    pose({
      trunk,
      neck: -20,
      hip,
      both: { thigh: 8, knee: 98, ankle: 88, ...armTo(shoulder, { x: shoulder.x + 28, y: top - 10 + drop }, trunk) },
    });
  return {
    props: [bench(shoulder.x - 4, top, 64), ...load],
    poses: [at(7 * params.range), at(-7 * params.range)],
  };
}

export const extension: Pattern = (variant, params) => {
  const seconds = params.tempo;
  const load = handProps(params);
  switch (variant) {
    case "pushdown": {
      const pulley = { x: 160, y: 24 };
      return {
        seconds,
        props: [column(172, pulley), cable(pulley), { kind: "handle", hand: "both" }],
        poses: [
          standing(arms(params, { shoulder: 8, elbow: 105 }), { trunk: 10, legs: SOFT_KNEES }),
          standing(arms(params, { shoulder: 8, elbow: mix(105, 0, params.range) }), { trunk: 10, legs: SOFT_KNEES }),
        ],
      };
    }
    case "overhead":
      return {
        seconds,
        props: params.side === "one" ? load : [{ kind: "dumbbell", hand: "near" }],
        poses: [
          standing(arms(params, { shoulder: 168, elbow: mix(0, 145, params.range) }, { shoulder: 0, elbow: 10 })),
          standing(arms(params, { shoulder: 172, elbow: 2 }, { shoulder: 0, elbow: 10 })),
        ],
      };
    case "lying": {
      // The skull crusher: upper arms still, tilted back a touch; the bar comes to the forehead.
      const body = lyingOnBench(params.bench ?? 0);
      const lying = (elbow: number) =>
        pose({
          trunk: body.trunk,
          neck: -5,
          hip: body.hip,
          both: { ...body.legs, shoulder: wrap(body.trunk + 180 + 12, -90), elbow },
        });
      return { seconds, props: [...body.props, ...load], poses: [lying(2), lying(mix(2, 125, params.range))] };
    }
    case "kickback":
      return { seconds, ...kneelingOnBench(params, { shoulder: -14, elbow: 95 }, { shoulder: -14, elbow: 0 }) };
    default: {
      // Close-grip push-up: hands under the lower chest, so the elbows stay tucked back along the ribs.
      const motion = pushUp(params, { tuck: 14 });
      return { seconds, props: motion.props, poses: motion.poses };
    }
  }
};
