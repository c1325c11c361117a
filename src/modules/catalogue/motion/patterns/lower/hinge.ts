import { FLOOR_Y, type Motion } from "../../motion-placing";
import { pose } from "../../poses";
import { type Pose } from "../../rig";
import { handProps } from "../hands";
import type { MotionParams, Pattern } from "../types";
import {
  FEMALE,
  FOREARM,
  HIP_X,
  type Leg,
  MALE,
  UPPER_ARM,
  barOnBack,
  bent,
  handAt,
  measured,
  motion,
  onTrunk,
  outline,
  pad,
  plumb,
  plus,
  shoulderOf,
  solve,
  toward,
} from "./placing";

// Hinge

/**
 * A pull from a bar at `height` over the middle of the foot: the lean at which straight arms just reach
 * it, with the legs as given.
 */
function pullFrom(legs: Leg, height: number): Pose {
  const at = (trunk: number) => {
    const body = measured(pose({ trunk, both: legs }));
    const bar = { x: body.near.ankle.x + 6, y: -height - body.hip.y };
    return { trunk, bar, gap: Math.hypot(bar.x - shoulderOf(trunk).x, bar.y - shoulderOf(trunk).y) };
  };
  const trunk = solve((t) => at(t).gap - (UPPER_ARM + FOREARM - 0.5), 5, 110);
  const { bar } = at(trunk);
  return pose({ trunk, neck: -trunk * 0.45, both: { ...legs, ...handAt(trunk, bar) } });
}

const lockout = () => pose({ trunk: -2, both: plumb(-2) });

function backExtension(params: MotionParams): Motion {
  const legs = { thigh: -45, knee: 0, ankle: 0 };
  const hip = { x: HIP_X - 5, y: 140 };
  const hands = (trunk: number) => handAt(trunk, onTrunk(trunk, 13, 16));
  const lowered = 45 + 105 * params.range;
  const front = toward(-45, 1);
  const padCentre = plus(hip, plus(toward(45, 6), { x: front.x * 15, y: front.y * 15 }));
  const ankle = plus(hip, toward(45, (MALE.thigh + MALE.shin + FEMALE.thigh + FEMALE.shin) / 2));
  return motion(
    params,
    [
      pose({ hip, trunk: 45, neck: -10, both: { ...legs, ...hands(45) } }),
      pose({ hip, trunk: lowered, neck: 10, both: { ...legs, ...hands(lowered) } }),
    ],
    [
      pad(plus(padCentre, toward(45, -12)), plus(padCentre, toward(45, 12)), 8),
      outline([
        [plus(padCentre, { x: 2, y: 6 }), { x: padCentre.x + 2, y: FLOOR_Y }],
        [plus(ankle, { x: 9, y: 9 }), plus(ankle, { x: -9, y: -9 })],
        [plus(ankle, { x: 3, y: 10 }), { x: ankle.x + 3, y: FLOOR_Y }],
        [
          { x: ankle.x - 10, y: FLOOR_Y },
          { x: padCentre.x + 20, y: FLOOR_Y },
        ],
      ]),
      ...handProps(params),
    ],
  );
}

/** Balance on the near leg; the far leg rises behind in line with the torso. */
function singleLegHinge(params: MotionParams): Motion {
  const trunk = 78 * params.range;
  const props = handProps({ ...params, side: "one" });
  return motion(
    params,
    [
      pose({ trunk: 0, both: plumb(0), near: bent(0, 5), far: { thigh: -5, knee: 70, ankle: 20 } }),
      pose({
        trunk,
        neck: -trunk * 0.4,
        both: plumb(trunk),
        near: bent(22, 25),
        far: { thigh: -trunk, knee: 5, ankle: 10 },
      }),
    ],
    props,
  );
}

export const hinge: Pattern = (variant, params) => {
  const r = params.range;
  switch (variant) {
    case "back-extension":
      return backExtension(params);
    case "single-leg":
      return singleLegHinge(params);
    case "good-morning": {
      const trunk = 80 * r;
      return motion(params, [
        pose({ trunk: 2, both: barOnBack(2) }),
        pose({ trunk, neck: -trunk * 0.4, both: { ...bent(25, 18), ...barOnBack(trunk) } }),
      ]);
    }
    case "rack-pull": {
      const bottom = pullFrom(bent(38, 45), 44);
      const bar = measured(bottom).near.grip;
      const pin = FLOOR_Y + bar.y + 3;
      const x = HIP_X + bar.x;
      return motion(
        params,
        [bottom, lockout()],
        [
          ...handProps(params),
          outline([
            [
              { x, y: FLOOR_Y },
              { x, y: pin - 40 },
            ],
            [
              { x: x - 14, y: pin },
              { x: x + 14, y: pin },
            ],
          ]),
        ],
      );
    }
    case "romanian":
      return motion(params, [lockout(), pullFrom(bent(30, 20), 28 + (1 - r) * 60)]);
    case "stiff-leg":
      return motion(params, [lockout(), pullFrom(bent(22, 8), 17 + (1 - r) * 50)]);
    case "sumo":
      return motion(params, [lockout(), pullFrom(bent(82, 100), 17)]);
    default:
      return motion(params, [lockout(), pullFrom(bent(75, 105), 17)]);
  }
};
