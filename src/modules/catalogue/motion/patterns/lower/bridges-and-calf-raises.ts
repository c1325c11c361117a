import { FLOOR_Y, type Motion } from "../../motion-placing";
import { pose } from "../../poses";
import type { Prop } from "../../props";
import { type Pose } from "../../rig";
import { handProps } from "../hands";
import type { MotionParams, Pattern } from "../types";
import {
  type Arm,
  HIP_X,
  MALE,
  angleOf,
  bent,
  carried,
  grounded,
  handAt,
  legTo,
  legToToe,
  measured,
  minus,
  motion,
  outline,
  pad,
  plumb,
  plus,
} from "./placing";
import { deg } from "../geometry";

// Bridge

/** Lying face up, feet flat `reach` ahead of the hip, hip `height` off the floor, shoulders down. */
function lyingBridge(height: number, reach: number, arms: (trunk: number) => Arm, farStraight: boolean): Pose {
  const legs = legTo({ x: reach, y: height - 2.5 });
  const trunk = -deg(Math.acos(Math.max(-1, Math.min(1, -(height - 13) / MALE.torso))));
  const free = { thigh: legs.thigh, knee: 0, ankle: -10 };
  return pose({
    trunk,
    neck: -90 - trunk,
    both: { ...legs, ...arms(trunk) },
    ...(farStraight ? { far: { ...free, ...arms(trunk) } } : {}),
  });
}

function hipThrust(params: MotionParams): Motion {
  // The upper back pivots on the bench's edge, 45 above the floor and 50 behind the hip.
  const at = (height: number) => {
    const legs = legTo({ x: 44, y: height - 2.5 });
    const trunk = angleOf({ x: -50, y: height - 45 }) - 180;
    return pose({ trunk, neck: -trunk * 0.9 - 80, both: { ...legs, ...onHips(params, trunk) } });
  };
  const bench: Prop = { kind: "bench", x: HIP_X - 66, y: FLOOR_Y - 31 + 5, length: 50, angle: 0 };
  return motion(params, [at(45), at(45 - 28 * params.range)], [bench, ...handProps(params)]);
}

/** A bar or plate sits in the hip crease, both hands on it; unloaded, the arms lie on the floor. */
function onHips(params: MotionParams, trunk: number): Arm {
  if (params.implement === "bodyweight") return { shoulder: trunk + 82, elbow: 0 };
  return handAt(trunk, { x: 3, y: -15 });
}

/**
 * Face up with the heels on a stability ball: the hips lift to a straight line from the shoulders, then
 * the knees bend and pull the ball in under the hips.
 */
function ballCurl(params: MotionParams): Motion {
  const radius = 17;
  const heel = FLOOR_Y - radius * 2 - 1;
  const at = (height: number, reach: number) => {
    const hip = { x: HIP_X - 40, y: FLOOR_Y - height };
    const trunk = -deg(Math.acos(Math.max(-1, Math.min(1, -(height - 13) / MALE.torso))));
    const legs = legTo({ x: reach, y: heel - 3 - hip.y }, -70);
    return pose({ hip, trunk, neck: -90 - trunk, both: { ...legs, shoulder: trunk + 82, elbow: 0 } });
  };
  return motion(
    params,
    [at(30, 84), at(30 + 14 * params.range, 84 - 34 * params.range)],
    [{ kind: "rolling-ball", radius }],
  );
}

export const bridge: Pattern = (variant, params) => {
  const arms = (trunk: number) => onHips(params, trunk);
  const rise = params.range;
  switch (variant) {
    case "ball-curl":
      return ballCurl(params);
    case "hip-thrust":
      return hipThrust(params);
    case "frog":
      return motion(params, [lyingBridge(13, 22, arms, false), lyingBridge(13 + 26 * rise, 20, arms, false)]);
    case "single-leg":
      return motion(params, [lyingBridge(13, 50, arms, true), lyingBridge(13 + 40 * rise, 44, arms, true)]);
    default:
      return motion(params, [lyingBridge(13, 50, arms, false), lyingBridge(13 + 40 * rise, 44, arms, false)]);
  }
};

// Calf raise

const TOES_UP = 38;

function seatedCalfRaise(params: MotionParams): Motion {
  const trunk = 4;
  const down = pose({ trunk, both: bent(90, 90) });
  const body = measured(down);
  const toe = minus(body.near.toe, body.hip);
  const foot = -90 + TOES_UP * params.range;
  const up = pose({ trunk, both: legToToe(toe, foot) });
  const hip = grounded(down, HIP_X).hip!;
  const knee = plus(hip, minus(body.near.knee, body.hip));
  const hands = handAt(trunk, plus(minus(body.near.knee, body.hip), { x: -4, y: -9 }));
  const seat: Prop = { kind: "box", x: hip.x - 22, y: hip.y + 10, width: 34, height: FLOOR_Y - hip.y - 10 };
  const props: Prop[] = [seat, ...handProps(params)];
  if (params.implement === "machine")
    props.push(pad({ x: knee.x - 22, y: knee.y - 19 }, { x: knee.x + 6, y: knee.y - 19 }, 7));
  return motion(
    params,
    [
      { ...down, hip, near: { ...down.near, ...hands }, far: { ...down.far, ...hands } },
      { ...up, hip, near: { ...up.near, ...hands }, far: { ...up.far, ...hands } },
    ],
    props,
  );
}

function donkeyCalfRaise(params: MotionParams): Motion {
  const trunk = 82;
  const body = measured(pose({ trunk }));
  const hands = { x: body.shoulder.x + 16, y: body.shoulder.y + 56 };
  const arms = handAt(trunk, minus(hands, body.hip));
  const top = FLOOR_Y + hands.y + 4;
  const toes = TOES_UP * params.range;
  return motion(
    params,
    [
      pose({ trunk, neck: -40, both: { ...arms, ankle: 0 } }),
      pose({ trunk, neck: -40, both: { ...arms, ankle: toes } }),
    ],
    [{ kind: "box", x: HIP_X + hands.x - 10, y: top, width: 34, height: FLOOR_Y - top }, ...handProps(params)],
  );
}

export const calfRaise: Pattern = (variant, params) => {
  if (variant === "seated") return seatedCalfRaise(params);
  if (variant === "donkey") return donkeyCalfRaise(params);
  const toes = TOES_UP * params.range;
  if (variant === "single-leg") {
    // The free foot hooks behind the working ankle; the far hand steadies on an upright.
    const hold = handProps({ ...params, side: "one" });
    const steady = handAt(0, { x: 46, y: -20 });
    const far = { thigh: 5, knee: 75, ankle: 25, ...steady };
    return motion(
      params,
      [pose({ near: { ...plumb(0) }, far }), pose({ near: { ...plumb(0), ankle: toes }, far })],
      [
        ...hold,
        outline([
          [
            { x: HIP_X + 50, y: FLOOR_Y },
            { x: HIP_X + 50, y: 60 },
          ],
        ]),
      ],
    );
  }
  const arms = carried(params, 0);
  return motion(params, [pose({ both: arms }), pose({ both: { ...arms, ankle: toes } })]);
};
