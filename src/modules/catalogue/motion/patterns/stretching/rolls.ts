import { FLOOR_Y } from "../../motion-placing";
import { pose } from "../../poses";
import { type LimbAngles, type Point, type Pose } from "../../rig";
import type { Pattern } from "../types";
import { ANKLE_Y, AVERAGE, HAND_Y, ROLLER_TOP, type Side, at, plant, reach, restForearm, roller } from "./placing";
import { deg } from "../geometry";
import { type Roll } from "./stretches";

const ROLLER_X = 120;

/** Sitting back on the hands, hips lifted, the legs straight over the roller. */
function sittingBack(hip: Point, farFoot: Point | null): Pose {
  let p = pose({ hip, trunk: -58, neck: 10, both: { thigh: 90, knee: 0, ankle: 0 } });
  // One leg at a time: the other foot is planted on the floor beside the roller.
  if (farFoot) p = plant(p, "far", farFoot);
  const hands = { x: hip.x - 44, y: HAND_Y };
  return reach(reach(p, "near", hands), "far", hands);
}

/** Face down on the forearms; the trunk tilts until the upper arm reaches the planted elbow. */
function onForearms(hip: Point, elbowX: number, legs: Partial<LimbAngles>, sides: Side[] = ["near", "far"]): Pose {
  const elbow = { x: elbowX, y: FLOOR_Y - AVERAGE.width.forearm / 2 };
  let low = 40;
  let high = 120;
  for (let step = 0; step < 30; step++) {
    const trunk = (low + high) / 2;
    const shoulder = at(pose({ hip, trunk })).shoulder;
    if (Math.hypot(shoulder.x - elbow.x, shoulder.y - elbow.y) > AVERAGE.upperArm) low = trunk;
    else high = trunk;
  }
  let p = pose({ hip, trunk: (low + high) / 2, neck: -10, both: legs });
  for (const side of sides) p = restForearm(p, side, elbow);
  return p;
}

const ROLLS: Record<string, Roll> = {
  calf: (shift, params) => {
    const rollerX = ROLLER_X + 46;
    const hip = { x: rollerX - 66 + shift, y: ROLLER_TOP - AVERAGE.width.shin / 2 + 1 };
    const farFoot = params.side === "one" ? { x: rollerX - 18, y: ANKLE_Y } : null;
    return { pose: sittingBack(hip, farFoot), props: [roller(rollerX)] };
  },
  hamstring: (shift, params) => {
    const hip = { x: ROLLER_X - 24 + shift, y: ROLLER_TOP - AVERAGE.width.thigh / 2 + 1 };
    const farFoot = params.side === "one" ? { x: ROLLER_X + 24, y: ANKLE_Y } : null;
    return { pose: sittingBack(hip, farFoot), props: [roller(ROLLER_X)] };
  },
  quad: (shift) => {
    const hip = { x: ROLLER_X + 24 + shift, y: ROLLER_TOP - AVERAGE.width.thigh / 2 + 1 };
    return { pose: onForearms(hip, ROLLER_X + 76, { thigh: -90, knee: 5, ankle: 70 }), props: [roller(ROLLER_X)] };
  },
  glute: (shift) => {
    // Sitting on the roller, the near ankle crossed over the far knee to load the near glute.
    const hip = { x: ROLLER_X + shift, y: ROLLER_TOP - 9 };
    let p = plant(pose({ hip, trunk: -52, neck: 10 }), "far", { x: ROLLER_X + 56, y: ANKLE_Y });
    const knee = at(p).far.knee;
    p = plant(p, "near", { x: knee.x - 2, y: knee.y - 7 }, 30);
    const hands = { x: hip.x - 44, y: HAND_Y };
    return { pose: reach(reach(p, "near", hands), "far", hands), props: [roller(ROLLER_X)] };
  },
  "it-band": (shift) => {
    // Lying on the side, propped on the near forearm with the top foot planted in front of the roller.
    const hip = { x: ROLLER_X + 26 + shift, y: ROLLER_TOP - AVERAGE.width.thigh / 2 + 1 };
    let p = onForearms(hip, ROLLER_X + 70, { thigh: -90, knee: 0, ankle: 60 }, ["near"]);
    p = plant({ ...p, trunk: p.trunk - 8 }, "far", { x: ROLLER_X + 34, y: ANKLE_Y });
    p = restForearm(p, "near", { x: ROLLER_X + 70, y: FLOOR_Y - AVERAGE.width.forearm / 2 });
    return { pose: reach(p, "far", { x: at(p).shoulder.x + 16, y: HAND_Y }), props: [roller(ROLLER_X)] };
  },
  back: (shift) => {
    // Hips lifted and the upper back across the roller, hands cradling the head.
    const hip = { x: ROLLER_X + 40 + shift, y: ROLLER_TOP - AVERAGE.width.torso / 2 + 1 };
    let p = pose({ hip, trunk: -90 });
    p = plant(plant(p, "near", { x: ROLLER_X + 112, y: ANKLE_Y }), "far", { x: ROLLER_X + 112, y: ANKLE_Y });
    const head = at(p).headCentre;
    const cradle = { x: head.x - 2, y: head.y + 4 };
    return { pose: reach(reach(p, "near", cradle), "far", cradle), props: [roller(ROLLER_X)] };
  },
  lats: (shift) => {
    // On the side with the roller under the armpit: from the side, the reaching arm lies past the head.
    const hip = { x: ROLLER_X + 46 + shift, y: FLOOR_Y - 12 };
    const shoulderY = ROLLER_TOP - AVERAGE.width.torso / 2 + 2;
    const trunk = -90 + deg(Math.asin((hip.y - shoulderY) / AVERAGE.torso));
    let p = pose({ hip, trunk, neck: -10 });
    p = plant(plant(p, "near", { x: ROLLER_X + 108, y: ANKLE_Y }), "far", { x: ROLLER_X + 108, y: ANKLE_Y });
    const shoulder = at(p).shoulder;
    p = reach(p, "near", { x: shoulder.x - 58, y: HAND_Y });
    return { pose: reach(p, "far", { x: hip.x - 8, y: hip.y - 8 }), props: [roller(ROLLER_X)] };
  },
  chest: (shift) => {
    // Face down over the roller, the near arm reaching ahead along the floor, the far hand bracing.
    const hip = { x: ROLLER_X - 38 + shift, y: ROLLER_TOP - 10 };
    const chestY = ROLLER_TOP - AVERAGE.width.torso / 2 + 1;
    const trunk = deg(Math.acos((hip.y - chestY) / AVERAGE.torso));
    let p = pose({ hip, trunk, neck: -6 });
    const toes = { x: ROLLER_X - 120, y: FLOOR_Y - AVERAGE.footFront + 1 };
    p = plant(plant(p, "near", toes, -8), "far", toes, -8);
    const shoulder = at(p).shoulder;
    p = reach(p, "near", { x: shoulder.x + 58, y: HAND_Y });
    return { pose: reach(p, "far", { x: shoulder.x + 14, y: HAND_Y }), props: [roller(ROLLER_X)] };
  },
};

export const roll: Pattern = (variant, params) => {
  const draw = ROLLS[variant] ?? ROLLS.calf!;
  const reachOut = 12 * params.range;
  const first = draw(-reachOut, params);
  return {
    seconds: params.tempo,
    props: first.props,
    poses: [first.pose, draw(reachOut, params).pose],
  };
};
