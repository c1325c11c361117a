import { FLOOR_Y } from "../../motion-placing";
import { pose } from "../../poses";
import type { Prop } from "../../props";
import { type Point, type Pose } from "../../rig";
import { anchored } from "../fit";
import { handProps } from "../hands";
import type { MotionParams, Pattern } from "../types";
import {
  ANKLE_Y,
  BENCH_TOP,
  BODY,
  HINGED_LEGS,
  type Limb,
  SEATED_HIP,
  SOFT_KNEES,
  armTo,
  arms,
  bench,
  benchAlong,
  cable,
  column,
  f,
  hipUnder,
  legTo,
  mix,
  outline,
  pad,
  seat,
  shoulderFrom,
  sitting,
  standing,
  wheel,
} from "./placing";
import { deg, rad } from "../geometry";

export const horizontalPull: Pattern = (variant, params) => {
  const seconds = params.tempo;
  const load = handProps(params);
  switch (variant) {
    case "one-arm":
      return { seconds, ...kneelingOnBench(params, { shoulder: 75, elbow: 5 }, { shoulder: -12, elbow: 95 }) };
    case "seated-cable":
    case "machine":
      return { seconds, ...seatedRow(variant, params) };
    case "inverted": {
      // Face up under a bar, heels down; the straight body pivots on the heels.
      const heel = { x: 214, y: ANKLE_Y - 3 };
      const bar = { x: 92, y: 118 };
      const lengthToShoulder = BODY.thigh + BODY.shin + BODY.torso;
      const at = (shoulderY: number) => {
        const tilt = deg(Math.asin((heel.y - shoulderY) / lengthToShoulder));
        const toHead = { x: -Math.cos(rad(tilt)), y: -Math.sin(rad(tilt)) };
        const legLength = BODY.thigh + BODY.shin;
        const hip = { x: heel.x + toHead.x * legLength, y: heel.y + toHead.y * legLength };
        const shoulder = { x: heel.x + toHead.x * lengthToShoulder, y: shoulderY };
        const trunk = tilt - 90;
        return pose({
          trunk,
          neck: 10,
          hip,
          both: { thigh: 90 - tilt, knee: 0, ankle: -tilt, ...armTo(shoulder, bar, trunk) },
        });
      };
      const low = bar.y + BODY.upperArm + BODY.reach - 1;
      return {
        seconds,
        props: [{ kind: "bar", x: bar.x, y: bar.y }],
        poses: [at(low), at(mix(low, bar.y + 16, params.range))],
      };
    }
    case "chest-supported": {
      const body = proneOnIncline(45);
      const row = (limb: Limb) =>
        pose({ trunk: body.trunk, neck: -15, hip: body.hip, both: { ...body.legs, ...limb } });
      return {
        seconds,
        props: [...body.props, ...load],
        poses: [
          row(arms(params, { shoulder: body.trunk, elbow: 5 }).near),
          row({ shoulder: mix(body.trunk, -15, params.range), elbow: mix(5, 100, params.range) }),
        ],
      };
    }
    case "t-bar": {
      const anchor = { x: 14, y: FLOOR_Y - 3 };
      const trunk = 45;
      return {
        seconds,
        props: [cable(anchor), { kind: "plate", hand: "far" }],
        poses: [
          standing(arms(params, { shoulder: trunk + 5, elbow: 5 }), { trunk, neck: -20, legs: HINGED_LEGS }),
          standing(arms(params, { shoulder: mix(trunk + 5, -25, params.range), elbow: mix(5, 110, params.range) }), {
            trunk,
            neck: -20,
            legs: HINGED_LEGS,
          }),
        ],
      };
    }
    default: {
      const trunk = 70;
      return {
        seconds,
        props: load,
        poses: [
          standing(arms(params, { shoulder: trunk + 3, elbow: 5 }), { trunk, neck: -35, legs: HINGED_LEGS }),
          standing(arms(params, { shoulder: mix(trunk + 3, -15, params.range), elbow: mix(5, 95, params.range) }), {
            trunk,
            neck: -35,
            legs: HINGED_LEGS,
          }),
        ],
      };
    }
  }
};

/**
 * One knee and the free hand on a flat bench, the other foot on the floor: the near arm works
 * (one-arm row, kickback) from `start` to `end`.
 */
export function kneelingOnBench(params: MotionParams, start: Limb, end: Limb) {
  const hip = { x: 92, y: 136 };
  const trunk = 75;
  const shoulder = shoulderFrom(hip, trunk);
  const top = hip.y + BODY.thigh + 6;
  const supported = {
    thigh: 0,
    knee: 92,
    ankle: 70,
    ...armTo(shoulder, { x: shoulder.x + 2, y: top - 3.5 }, trunk),
  };
  const standingLeg = legTo(hip, { x: hip.x - 6, y: ANKLE_Y });
  const at = (limb: Limb) =>
    pose({
      trunk,
      neck: -25,
      hip,
      near: { ...standingLeg, ...limb },
      far: supported,
    });
  const worked = {
    shoulder: mix(start.shoulder ?? 0, end.shoulder ?? 0, params.range),
    elbow: mix(start.elbow ?? 0, end.elbow ?? 0, params.range),
  };
  return {
    props: [
      bench(hip.x + 8, top, 112),
      ...(params.implement === "bodyweight" ? [] : handProps({ ...params, side: "one" })),
    ],
    poses: [at(start), at(worked)],
  };
}

/** Lying face down on a bench tilted `incline` degrees, toes on the floor behind. */
export function proneOnIncline(incline: number) {
  const hip = { x: 96, y: 150 };
  const trunk = 90 - incline;
  const legs = legTo(hip, { x: hip.x - 36, y: ANKLE_Y - 4 }, -60);
  return { hip, trunk, legs, props: [benchAlong(hip, trunk, -4, 50, "down")], shoulder: shoulderFrom(hip, trunk) };
}

/** Rows sitting at a cable (feet on a plate) or a machine (chest on a pad). */
function seatedRow(variant: string, params: MotionParams): { poses: Pose[]; props: Prop[] } {
  if (variant === "machine") {
    const trunk = 0;
    const shoulder = shoulderFrom(SEATED_HIP, trunk);
    const chest = SEATED_HIP.x + 22;
    const reach = { x: shoulder.x + BODY.upperArm + BODY.reach - 2, y: shoulder.y + 10 };
    const pulled = { x: shoulder.x + 16, y: shoulder.y + 16 };
    const row = (grip: Point) => sitting(SEATED_HIP, trunk, arms(params, armTo(shoulder, grip, trunk)));
    return {
      props: [
        seat(SEATED_HIP),
        outline(pad({ x: chest, y: shoulder.y + 6 }, { x: chest, y: shoulder.y + 40 }, 7), true),
        outline(
          `M${chest + 4} ${f(shoulder.y + 30)}H${f(reach.x + 14)}M${f(reach.x + 14)} ${FLOOR_Y}V${f(reach.y - 16)}M${f(reach.x + 4)} ${FLOOR_Y}H${f(reach.x + 24)}`,
        ),
        { kind: "handle", hand: "both" },
      ],
      poses: [row(reach), row({ x: mix(reach.x, pulled.x, params.range), y: mix(reach.y, pulled.y, params.range) })],
    };
  }
  const hip = { x: 72, y: FLOOR_Y - 30 };
  const ankle = { x: hip.x + 74, y: hip.y + 4 };
  const legs = legTo(hip, ankle, 180);
  const pulley = { x: ankle.x + 16, y: ankle.y - 4 };
  const at = (trunk: number, grip: (shoulder: Point) => Point) => {
    const shoulder = shoulderFrom(hip, trunk);
    return pose({ trunk, neck: -5, hip, both: { ...legs }, ...arms(params, armTo(shoulder, grip(shoulder), trunk)) });
  };
  return {
    props: [
      bench(hip.x + 2, hip.y + 11, 40),
      outline(
        `M${hip.x - 30} ${FLOOR_Y}H${pulley.x + 12}M${ankle.x + 8} ${f(ankle.y + 14)}V${f(ankle.y - 18)}M${pulley.x + 4} ${FLOOR_Y}V${f(pulley.y)}${wheel(pulley)}`,
      ),
      cable(pulley),
      { kind: "handle", hand: "both" },
    ],
    poses: [
      at(mix(0, 22, params.range), (shoulder) => ({ x: shoulder.x + 56, y: shoulder.y + 26 })),
      at(-8, (shoulder) => ({ x: shoulder.x + 20, y: shoulder.y + 34 })),
    ],
  };
}

export const verticalPull: Pattern = (variant, params) => {
  const seconds = params.tempo;
  switch (variant) {
    case "pulldown": {
      const hip = { x: 100, y: BENCH_TOP - 11 };
      const knee = { x: hip.x + 44, y: hip.y - 2 };
      const legs = legTo(hip, { x: knee.x - 2, y: ANKLE_Y });
      const gripX = shoulderFrom(hip, -12).x + 12;
      const pulley = { x: gripX, y: 14 };
      const at = (trunk: number, grip: (shoulder: Point) => Point) => {
        const shoulder = shoulderFrom(hip, trunk);
        return pose({ trunk, neck: -10, hip, both: legs, ...arms(params, armTo(shoulder, grip(shoulder), trunk)) });
      };
      return {
        seconds,
        props: [
          seat(hip),
          outline(`${wheel({ x: knee.x - 4, y: knee.y - 14 }, 6)}M${knee.x - 4} ${knee.y - 8}V${FLOOR_Y}`),
          outline(
            `M${hip.x - 40} ${FLOOR_Y}V${pulley.y - 6}H${pulley.x}V${pulley.y}${wheel(pulley)}M${hip.x - 52} ${FLOOR_Y}H${hip.x - 28}`,
          ),
          cable(pulley),
          { kind: "handle", hand: "both" },
        ],
        poses: [
          at(-10, () => ({ x: gripX, y: pulley.y + 34 })),
          at(-18, (shoulder) => ({ x: shoulder.x + 16, y: mix(pulley.y + 34, shoulder.y - 8, params.range) })),
        ],
      };
    }
    case "straight-arm": {
      const pulley = { x: 222, y: 34 };
      const trunk = 28;
      const reach = (shoulder: number): Limb => ({ shoulder, elbow: 8 });
      return {
        seconds,
        props: [column(222, pulley), cable(pulley), { kind: "handle", hand: "both" }],
        poses: [
          standing(arms(params, reach(140)), { trunk, legs: SOFT_KNEES }),
          standing(arms(params, reach(mix(140, 25, params.range))), { trunk, legs: SOFT_KNEES }),
        ],
      };
    }
    default: {
      // Pull-up (overhand, elbows out, body leaning back) and chin-up (underhand, elbows forward, upright).
      const chin = variant === "chin-up";
      const bar = { x: 128, y: 36 };
      // Each model's hands close on the bar; at the top the chin clears it.
      const at = (shoulder: Point, trunk: number) =>
        anchored(
          pose({
            trunk,
            neck: -12,
            hip: hipUnder(shoulder, trunk),
            both: { thigh: 20, knee: 90, ankle: 30, ...armTo(shoulder, bar, trunk) },
          }),
          (joints) => joints.near.grip,
          bar,
        );
      const hang = { x: bar.x - 3, y: bar.y + BODY.upperArm + BODY.reach - 1 };
      const top = { x: bar.x - (chin ? 8 : 13), y: bar.y + 6 };
      return {
        seconds,
        props: [{ kind: "bar", x: bar.x, y: bar.y }],
        poses: [
          at(hang, -4),
          at({ x: mix(hang.x, top.x, params.range), y: mix(hang.y, top.y, params.range) }, chin ? -6 : -18),
        ],
      };
    }
  }
};
