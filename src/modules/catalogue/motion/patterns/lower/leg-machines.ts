import { hipSwing } from "../front/sideways";
import { FLOOR_Y, type Motion } from "../../motion-placing";
import { pose } from "../../poses";
import type { Prop } from "../../props";
import { type Point } from "../../rig";
import type { MotionParams, Pattern } from "../types";
import { HIP_X, type Leg, bent, handAt, legTo, measured, minus, motion, outline, pad, plus, toward } from "./placing";
import { rad } from "../geometry";

// Leg machines

/** A seat: a pan under the hip and a back pad along a torso at `trunk`, on a post to the floor. */
function seatFor(hip: Point, trunk: number, length: number): Prop[] {
  const back = { x: -Math.cos(rad(trunk)) * 17, y: -Math.sin(rad(trunk)) * 17 };
  const base = plus(hip, back);
  return [
    pad(plus(hip, { x: -14, y: 13 }), plus(hip, { x: length, y: 13 }), 7),
    pad(plus(base, toward(180 + trunk, 4)), plus(base, toward(180 + trunk, 55)), 7),
    outline([
      [
        { x: hip.x + 6, y: hip.y + 16 },
        { x: hip.x + 6, y: FLOOR_Y },
      ],
    ]),
  ];
}

function legPress(params: MotionParams): Motion {
  const trunk = -55;
  const hip = { x: 70, y: 170 };
  const sled = toward(-135, 1);
  const foot = 135;
  const far = 84;
  const near = far - 38 * params.range;
  const hands = handAt(trunk, { x: 6, y: 6 });
  const at = (d: number) =>
    pose({ hip, trunk, neck: 20, both: { ...legTo({ x: sled.x * d, y: sled.y * d }, foot), ...hands } });
  const under = { x: sled.y * -12, y: -sled.x * -12 };
  const start = plus(plus(hip, { x: sled.x * 20, y: sled.y * 20 }), under);
  const end = plus(plus(hip, { x: sled.x * 112, y: sled.y * 112 }), under);
  return motion(
    params,
    [at(far), at(near)],
    [
      ...seatFor(hip, trunk, 10),
      outline([
        [start, end],
        [end, { x: end.x, y: FLOOR_Y }],
        [
          { x: hip.x - 30, y: FLOOR_Y },
          { x: end.x + 10, y: FLOOR_Y },
        ],
      ]),
    ],
  );
}

function seated(params: MotionParams, trunk: number, legs: [Leg, Leg], extra: (hip: Point) => Prop[]): Motion {
  const hip = { x: 100, y: 150 };
  const hands = handAt(trunk, { x: 8, y: 6 });
  return motion(
    params,
    legs.map((leg) => pose({ hip, trunk, both: { ...leg, ...hands } })),
    [...seatFor(hip, trunk, 44), ...extra(hip)],
  );
}

function lyingCurl(params: MotionParams): Motion {
  const hip = { x: 125, y: 172 };
  const hands = handAt(90, { x: 58, y: 26 });
  const legs = (knee: number) => pose({ hip, trunk: 90, neck: -25, both: { thigh: -90, knee, ankle: 0, ...hands } });
  return motion(
    params,
    [legs(0), legs(125 * params.range)],
    [{ kind: "bench", x: hip.x + 4, y: hip.y + 16, length: 100, angle: 0 }],
  );
}

function kickback(params: MotionParams): Motion {
  const trunk = 55;
  const body = measured(pose({ trunk }));
  const grip = { x: body.shoulder.x + 30, y: body.shoulder.y + 40 };
  const arms = handAt(trunk, minus(grip, body.hip));
  const support = bent(12, 12);
  const post = HIP_X + grip.x + 4;
  return motion(
    params,
    [
      pose({ trunk, neck: -30, both: arms, far: support, near: { thigh: 55, knee: 95, ankle: 20 } }),
      pose({
        trunk,
        neck: -30,
        both: arms,
        far: support,
        near: { thigh: -30 * params.range - 5, knee: 20, ankle: 20 },
      }),
    ],
    [
      outline([
        [
          { x: post, y: FLOOR_Y },
          { x: post, y: FLOOR_Y + grip.y - 14 },
          { x: post - 14, y: FLOOR_Y + grip.y - 4 },
        ],
      ]),
      pad({ x: post - 26, y: FLOOR_Y + grip.y - 10 }, { x: post - 6, y: FLOOR_Y + grip.y - 10 }, 6),
    ],
  );
}

export const legMachine: Pattern = (variant, params) => {
  const r = params.range;
  switch (variant) {
    case "extension":
      return seated(params, -8, [bent(90, 90), { thigh: 90, knee: 90 - 85 * r, ankle: 0 }], () => []);
    case "curl-seated":
      return seated(
        params,
        -12,
        [
          { thigh: 90, knee: 0, ankle: -10 },
          { thigh: 90, knee: 95 * r, ankle: 0 },
        ],
        (hip) => [pad({ x: hip.x + 26, y: hip.y - 12 }, { x: hip.x + 46, y: hip.y - 12 }, 6)],
      );
    case "curl-lying":
      return lyingCurl(params);
    case "adduction":
      return hipSwing(params, false);
    case "abduction":
      return hipSwing(params, true);
    case "kickback":
      return kickback(params);
    default:
      return legPress(params);
  }
};
