import { FLOOR_Y } from "../../motion-placing";
import { flatFoot, pose } from "../../poses";
import type { Prop } from "../../props";
import { type Point } from "../../rig";
import { handProps } from "../hands";
import type { Pattern } from "../types";
import {
  ANKLE_Y,
  BENCH_TOP,
  BODY,
  type Limb,
  SEATED_HIP,
  armTo,
  arms,
  armsUp,
  bench,
  cable,
  column,
  f,
  hipUnder,
  legTo,
  lyingOnBench,
  mix,
  outline,
  overChest,
  pushUp,
  seatWithBack,
  shoulderFrom,
  sitting,
  standing,
} from "./placing";
import { along } from "../geometry";

// Each variant below is a side view; movements that happen across the body (flyes, lateral raises)
// are drawn as the nearest side-view shape a coach would recognise, as their comments say.

export const horizontalPush: Pattern = (variant, params) => {
  const seconds = params.tempo;
  const load = handProps(params);
  switch (variant) {
    case "push-up":
      return { seconds, ...pushUp(params) };
    case "incline-push-up":
      return { seconds, ...pushUp(params, { handsOn: 45 }) };
    case "decline-push-up":
      return { seconds, ...pushUp(params, { toesOn: 45 }) };
    case "machine": {
      const trunk = -8;
      const shoulder = shoulderFrom(SEATED_HIP, trunk);
      const near = { x: shoulder.x + 14, y: shoulder.y + 10 };
      const far = { x: shoulder.x + BODY.upperArm + BODY.reach - 2, y: shoulder.y + 6 };
      const press = (grip: Point) => sitting(SEATED_HIP, trunk, arms(params, armTo(shoulder, grip, trunk)));
      const back = SEATED_HIP.x - 22;
      return {
        seconds,
        props: [
          ...seatWithBack(SEATED_HIP, trunk),
          // A side rail the handles run along, on a frame behind the seat.
          outline(
            `M${back - 10} ${FLOOR_Y}H${back + 24}M${back} ${FLOOR_Y}V${f(far.y - 30)}M${back} ${f(far.y - 7)}H${f(far.x + 8)}V${FLOOR_Y}M${f(far.x)} ${FLOOR_Y}H${f(far.x + 16)}`,
          ),
          { kind: "handle", hand: "both" },
        ],
        poses: [press(near), press({ x: mix(near.x, far.x, params.range), y: far.y })],
      };
    }
    case "cable": {
      const pulley = { x: 34, y: 92 };
      return {
        seconds,
        props: [column(26, pulley), cable(pulley), { kind: "handle", hand: "both" }],
        poses: [
          standing(arms(params, { shoulder: 15, elbow: 115 }), { trunk: 12, split: true }),
          standing(arms(params, { shoulder: 15 + 70 * params.range, elbow: 115 - 110 * params.range }), {
            trunk: 12,
            split: true,
          }),
        ],
      };
    }
    default: {
      // Bench press and floor press: the bar from the chest (or the elbows on the floor) to straight arms.
      const floor = variant === "floor-press";
      const body = floor
        ? (() => {
            const hip = { x: 150, y: FLOOR_Y - 14 };
            return {
              hip,
              trunk: -90,
              legs: legTo(hip, { x: hip.x + 40, y: ANKLE_Y }),
              props: [{ kind: "mat", x: 50, width: 170 } as Prop],
              shoulder: shoulderFrom(hip, -90),
            };
          })()
        : lyingOnBench(params.bench ?? 0);
      const low = overChest(body.shoulder, body.trunk, floor ? 30 : 18);
      const high = along(body.shoulder, 180, BODY.upperArm + BODY.reach - 1);
      const lying = (limb: Limb) =>
        pose({ trunk: body.trunk, neck: -5, hip: body.hip, both: { ...body.legs, ...limb } });
      const rails =
        params.implement === "smith" ? [outline(`M${f(high.x - 6)} 12V${FLOOR_Y}M${f(high.x + 6)} 12V${FLOOR_Y}`)] : [];
      return {
        seconds,
        props: [...rails, ...body.props, ...load],
        poses: [
          lying(armsUp(body.trunk)),
          lying(
            armTo(
              body.shoulder,
              { x: mix(high.x, low.x, params.range), y: mix(high.y, low.y, params.range) },
              body.trunk,
            ),
          ),
        ],
      };
    }
  }
};

const RACK = { shoulder: 35, elbow: 150 };
const OVERHEAD = { shoulder: 172, elbow: 2 };
const overheadAt = (range: number): Limb => ({
  shoulder: mix(RACK.shoulder, OVERHEAD.shoulder, range),
  elbow: mix(RACK.elbow, OVERHEAD.elbow, range),
});

export const verticalPush: Pattern = (variant, params) => {
  const seconds = params.tempo;
  const load = handProps(params);
  const rest = { shoulder: 10, elbow: 100 };
  switch (variant) {
    case "seated":
    case "arnold": {
      const trunk = -4;
      const sit = (limb: Limb) => sitting(SEATED_HIP, trunk, arms(params, limb, rest));
      const poses =
        variant === "arnold"
          ? // Palms in, elbows together in front of the face; they open out to the sides as the press rises.
            [sit({ shoulder: 80, elbow: 150 }), sit({ shoulder: 25, elbow: 150 }), sit(overheadAt(params.range))]
          : [sit({ shoulder: 22, elbow: 155 }), sit(overheadAt(params.range))];
      return { seconds, props: [...seatWithBack(SEATED_HIP, trunk), ...load], poses };
    }
    case "push-press":
      return {
        seconds,
        props: load,
        poses: [
          standing(arms(params, RACK, rest)),
          standing(arms(params, RACK, rest), { trunk: 4, legs: { thigh: 28, knee: 45, ankle: flatFoot(28, 45) } }),
          standing(arms(params, overheadAt(params.range), rest)),
        ],
      };
    case "handstand": {
      // Upside down against a wall: trunk 180 turns the body over, so the back faces the wall (+x).
      const grip = { x: 112, y: FLOOR_Y - 3.5 };
      const at = (shoulder: Point) => {
        const hip = hipUnder(shoulder, 180 - 4);
        return pose({
          trunk: 176,
          neck: -20,
          hip,
          both: { thigh: 174, knee: 0, ankle: 50, ...armTo(shoulder, grip, 176) },
        });
      };
      const top = { x: grip.x + 2, y: grip.y - BODY.upperArm - BODY.reach + 1 };
      const bottom = { x: grip.x + 8, y: mix(top.y, FLOOR_Y - 33, params.range) };
      return {
        seconds,
        props: [outline(`M132 ${FLOOR_Y}V6`)],
        poses: [at(top), at(bottom)],
      };
    }
    case "landmine": {
      const anchor = { x: 232, y: FLOOR_Y - 3 };
      return {
        seconds,
        props: [cable(anchor), { kind: "plate", hand: "near" }],
        poses: [
          standing(arms(params, { shoulder: 30, elbow: 140 }, rest), { split: true, trunk: 8 }),
          standing(arms(params, { shoulder: mix(30, 125, params.range), elbow: mix(140, 2, params.range) }, rest), {
            split: true,
            trunk: 14,
          }),
        ],
      };
    }
    default:
      return {
        seconds,
        props: load,
        poses: [
          standing(arms(params, RACK, rest)),
          standing(arms(params, overheadAt(params.range), rest), { neck: 5 }),
        ],
      };
  }
};

export const dip: Pattern = (variant, params) => {
  if (variant === "bench") {
    // Hands on a bench behind, heels on the floor ahead; the hips sink past the bench's edge.
    const grip = { x: 100, y: BENCH_TOP - 3.5 };
    const heel = { x: 196, y: ANKLE_Y - 2 };
    const at = (drop: number) => {
      const shoulder = { x: grip.x + 6 + drop * 0.25, y: grip.y - BODY.upperArm - BODY.reach + 1 + drop };
      const hip = hipUnder(shoulder, 2);
      return pose({ trunk: 2, neck: -5, hip, both: { ...legTo(hip, heel, -100), ...armTo(shoulder, grip, 2) } });
    };
    return {
      seconds: params.tempo,
      props: [bench(grip.x - 34, BENCH_TOP, 80)],
      poses: [at(0), at(32 * params.range)],
    };
  }
  const grip = { x: 122, y: 118 };
  const at = (shoulder: Point, trunk: number) =>
    pose({
      trunk,
      neck: -5,
      hip: hipUnder(shoulder, trunk),
      both: { thigh: 12, knee: 85, ankle: 30, ...armTo(shoulder, grip, trunk) },
    });
  const top = { x: grip.x - 2, y: grip.y - BODY.upperArm - BODY.reach + 1 };
  const bottom = { x: grip.x + 8, y: mix(top.y, grip.y - 32, params.range) };
  const bar = grip.y + 1;
  return {
    seconds: params.tempo,
    props: [
      outline(`M70 ${bar}H176M80 ${bar}V${FLOOR_Y}M166 ${bar}V${FLOOR_Y}M70 ${FLOOR_Y}H90M156 ${FLOOR_Y}H176`),
      ...handProps(params),
    ],
    poses: [at(top, 6), at(bottom, 24)],
  };
};
