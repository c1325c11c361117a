import { FLOOR_Y, type Motion } from "../../motion-placing";
import { pose } from "../../poses";
import type { Prop } from "../../props";
import { handProps } from "../hands";
import type { MotionParams, Pattern } from "../types";
import {
  type Arm,
  HIP_X,
  armsAt,
  barOnBack,
  bent,
  grounded,
  handAt,
  legTo,
  measured,
  minus,
  motion,
  onTrunk,
  outline,
  pad,
  plus,
  toward,
} from "./placing";
import { rad } from "../geometry";

// Squat

/** The hands by how the squat holds its load; `trunk` is the lean at that moment. */
function squatHold(variant: string, trunk: number, bottom: boolean, params: MotionParams): Arm {
  switch (variant) {
    case "back":
    case "box":
      return params.implement === "bodyweight" ? armsAt(trunk, bottom ? 90 : 0) : barOnBack(trunk);
    case "front":
      // Elbows up level with the bar in the rack on the front of the shoulders.
      return { shoulder: 86 + trunk * 0.5, elbow: 146 };
    case "overhead":
      return armsAt(trunk, 180);
    case "goblet":
      return handAt(trunk, onTrunk(trunk, 15, 13));
    default:
      return armsAt(trunk, bottom ? 90 : 0);
  }
}

function boxSquat(params: MotionParams): Motion {
  const trunk = 38;
  const bottom = pose({ trunk, neck: -20, both: { ...bent(92, 95), ...squatHold("box", trunk, true, params) } });
  const seat = grounded(bottom, HIP_X).hip!;
  const feet = measured(bottom).near.ankle.x;
  const top = grounded(pose({ trunk: 4, both: squatHold("box", 4, false, params) }), HIP_X + feet);
  const box: Prop = { kind: "box", x: HIP_X - 30, y: seat.y + 10, width: 36, height: FLOOR_Y - seat.y - 10 };
  return motion(params, [top, bottom], [...handProps(params), box]);
}

/** On the machine the back rides a sled on rails leaning back 30 degrees; the feet stay on the platform. */
function hackSquat(params: MotionParams): Motion {
  const trunk = -30;
  const rail = toward(180 + trunk, 1);
  const travel = 45 * params.range;
  const topAnkle = { x: 42, y: 76 };
  const bottomAnkle = minus(topAnkle, { x: -rail.x * travel, y: -rail.y * travel });
  const hands = handAt(trunk, onTrunk(trunk, 10, 2));
  const top = grounded(pose({ trunk, both: { ...legTo(topAnkle), ...hands } }), HIP_X - 20);
  const bottom = grounded(
    pose({ trunk, both: { ...legTo(bottomAnkle), ...hands } }),
    HIP_X - 20 + topAnkle.x - bottomAnkle.x,
  );
  const back = { x: -Math.cos(rad(trunk)) * 17, y: -Math.sin(rad(trunk)) * 17 };
  const low = plus(plus(bottom.hip!, back), { x: -rail.x * 12, y: -rail.y * 12 });
  const high = plus(plus(top.hip!, back), { x: rail.x * 75, y: rail.y * 75 });
  const feet = top.hip!.x + topAnkle.x;
  return motion(
    params,
    [top, bottom],
    [
      outline([
        [low, high],
        [plus(low, { x: -4, y: 0 }), { x: low.x - 4, y: FLOOR_Y }],
        [
          { x: feet - 14, y: FLOOR_Y - 1 },
          { x: feet + 26, y: FLOOR_Y - 1 },
        ],
      ]),
      pad(plus(top.hip!, back), plus(plus(top.hip!, back), { x: rail.x * 50, y: rail.y * 50 }), 7),
    ],
  );
}

/** Knees drive forward over the toes while the body from knee to head stays one straight lean back. */
function sissySquat(params: MotionParams): Motion {
  const thigh = 58 * params.range;
  const knee = 125 * params.range;
  return motion(params, [
    pose({ both: { ankle: 15, ...armsAt(0, 70) } }),
    pose({
      trunk: -thigh,
      neck: thigh * 0.6,
      both: { thigh, knee, ankle: -40 + 90 - (knee - thigh), ...armsAt(-thigh, 90) },
    }),
  ]);
}

/** One-leg squat on the near leg, the far leg held straight out in front off the floor. */
function pistol(params: MotionParams): Motion {
  const thigh = 110 * params.range;
  const knee = 140 * params.range;
  const trunk = 42 * params.range;
  return motion(params, [
    pose({ trunk: 5, both: armsAt(5, 90), near: bent(0, 0), far: { thigh: 45, knee: 5, ankle: -10 } }),
    pose({
      trunk,
      neck: -25,
      both: armsAt(trunk, 95),
      near: bent(thigh, knee),
      far: { thigh: 82, knee: 0, ankle: -15 },
    }),
  ]);
}

/** Standing on a board that rocks on a roller: a shallow squat, arms out front for balance. */
function balanceBoard(params: MotionParams): Motion {
  const top = FLOOR_Y - 16;
  const at = (thigh: number, knee: number, trunk: number) =>
    grounded(pose({ trunk, both: { ...bent(thigh, knee), shoulder: 80, elbow: 5 } }), HIP_X, top);
  return motion(
    params,
    [at(10, 14, 6), at(60 * params.range, 75 * params.range, 22 * params.range)],
    [
      pad({ x: HIP_X - 30, y: top + 3 }, { x: HIP_X + 42, y: top + 3 }, 5),
      // The roller under the board's middle, drawn in absolute points so the frame includes it.
      outline(
        [
          [
            { x: HIP_X - 4, y: FLOOR_Y },
            { x: HIP_X, y: top + 6 },
            { x: HIP_X + 12, y: top + 6 },
            { x: HIP_X + 16, y: FLOOR_Y },
          ],
        ],
        true,
      ),
    ],
  );
}

export const squat: Pattern = (variant, params) => {
  if (variant === "balance-board") return balanceBoard(params);
  if (variant === "box") return boxSquat(params);
  if (variant === "hack") return hackSquat(params);
  if (variant === "sissy") return sissySquat(params);
  if (variant === "pistol") return pistol(params);
  const depth = params.range;
  const thigh = 100 * depth;
  const knee = 125 * depth;
  // An upright torso under a bar in front or overhead; a longer lean with it on the back.
  const upright = variant === "front" || variant === "overhead" || variant === "goblet";
  const lean = (upright ? 20 : variant === "back" ? 40 : 34) * depth;
  return motion(params, [
    pose({ trunk: 3, both: squatHold(variant, 3, false, params) }),
    pose({ trunk: lean, neck: -lean * 0.6, both: { ...bent(thigh, knee), ...squatHold(variant, lean, true, params) } }),
  ]);
};
