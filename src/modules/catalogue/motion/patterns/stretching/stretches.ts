import { sideBend } from "../front/sideways";
import { FLOOR_Y } from "../../motion-placing";
import { flatFoot, pose } from "../../poses";
import type { Prop } from "../../props";
import { type Pose } from "../../rig";
import { handProps } from "../hands";
import type { MotionParams, Pattern } from "../types";
import {
  ANKLE_Y,
  AVERAGE,
  GRIP,
  HAND_Y,
  KNEE_Y,
  type Stretch,
  at,
  hipAbove,
  holdSeconds,
  kneeling,
  longSitLegs,
  mat,
  plant,
  reach,
  restForearm,
  seatedY,
  standingY,
  wall,
} from "./placing";
import { along } from "../geometry";

const hamstring: Stretch = ({ range, side }) => {
  const hip = { x: 70, y: seatedY };
  let legs = pose({ hip, both: longSitLegs });
  // One leg at a time: the other knee bends up with its foot flat beside the straight knee.
  if (side === "one") legs = plant(legs, "far", { x: hip.x + 34, y: ANKLE_Y });
  const sitTall = { ...legs, trunk: -3 };
  const toes = at(legs).near.toe;
  const fold = { ...legs, trunk: 15 + 45 * range, neck: 15 };
  return {
    props: [mat()],
    poses: [
      reach(reach(sitTall, "near", { x: hip.x + 40, y: hip.y - 10 }), "far", { x: hip.x + 40, y: hip.y - 10 }),
      reach(reach(fold, "near", { x: toes.x + 4, y: toes.y + 2 }), "far", { x: toes.x + 4, y: toes.y + 2 }),
    ],
  };
};

const quad: Stretch = ({ range }) => {
  const lifted = pose({
    near: { thigh: -4, knee: 150 * Math.min(range, 1.05), ankle: 40 },
    far: { shoulder: 80, elbow: 10 },
  });
  return {
    props: [],
    poses: [pose({ far: { shoulder: 5, elbow: 8 } }), reach(lifted, "near", at(lifted).near.ankle)],
  };
};

const hipFlexor: Stretch = ({ range }) => {
  const frontAnkle = { x: 172, y: ANKLE_Y };
  const kneel = (shin: number, thigh: number, trunk: number) => {
    const hip = hipAbove(frontAnkle, shin, thigh);
    return plant(pose({ hip, trunk, near: kneeling(hip.y) }), "far", frontAnkle);
  };
  const upright = kneel(0, -88, 0);
  const lunge = kneel(18 * range, -72, -5);
  const frontKnee = (p: Pose) => ({ ...at(p).far.knee, y: at(p).far.knee.y - 6 });
  return {
    props: [mat()],
    poses: [
      reach(reach(upright, "near", frontKnee(upright)), "far", frontKnee(upright)),
      reach({ ...lunge, near: { ...lunge.near, shoulder: 170, elbow: 5 } }, "far", frontKnee(lunge)),
    ],
  };
};

const calf: Stretch = ({ range }) => {
  const back = { x: 78, y: ANKLE_Y };
  const front = { x: 150, y: ANKLE_Y };
  const legs = (hipX: number, trunk: number) =>
    plant(
      plant(pose({ hip: { x: hipX, y: standingY(Math.abs(hipX - back.x) * 0.8) }, trunk }), "near", back),
      "far",
      front,
    );
  const upright = legs(108, 10);
  // The wall stands where the upright figure's hands just reach; leaning in bends the elbows.
  const wallX = at(upright).shoulder.x + (AVERAGE.upperArm + GRIP) * 0.92;
  const hands = (p: Pose) => {
    const target = { x: wallX - 5, y: at(p).shoulder.y - 4 };
    return reach(reach(p, "near", target), "far", target);
  };
  return { props: [wall(wallX, 60)], poses: [hands(upright), hands(legs(108 + 16 * range, 22 + 10 * range))] };
};

const chest: Stretch = ({ range }) => {
  // The arm is out to the side and behind the chest; from the side that reads as straight back on the wall.
  const back = { x: 104, y: ANKLE_Y };
  const front = { x: 150, y: ANKLE_Y };
  const stand = (hipX: number, trunk: number) =>
    plant(
      plant(pose({ hip: { x: hipX, y: standingY(12) }, trunk, far: { shoulder: 5, elbow: 15 } }), "near", back),
      "far",
      front,
    );
  const opened = stand(118 + 8 * range, 8 + 6 * range);
  // The wall is where the arm is straight at the deepest point; standing closer it is still bent.
  const wallX = at(opened).shoulder.x - (AVERAGE.upperArm + GRIP) * 0.99 - 3;
  const hand = (p: Pose) => reach(p, "near", { x: wallX + 5, y: at(p).shoulder.y + 6 });
  return { props: [wall(wallX, 60, "right")], poses: [hand(stand(112, 0)), hand(opened)] };
};

const shoulder: Stretch = ({ range }) => {
  // Across the chest: seen from the side the near arm points straight ahead, the far hand pulling at its elbow.
  const crossed = pose({ near: { shoulder: 84, elbow: 0 } });
  const elbow = along(at(crossed).shoulder, -84, AVERAGE.upperArm * 0.9);
  return {
    props: [],
    poses: [
      pose({ both: { shoulder: 5, elbow: 10 } }),
      reach(crossed, "far", { x: elbow.x - 3 * range, y: elbow.y - 6 }),
    ],
  };
};

const triceps: Stretch = ({ range }) => {
  const bent = pose({ near: { shoulder: 165, elbow: 135 + 15 * range } });
  const elbow = at(bent).near.elbow;
  return {
    props: [],
    poses: [pose({ near: { shoulder: 170, elbow: 10 } }), reach(bent, "far", { x: elbow.x + 3, y: elbow.y + 4 })],
  };
};

const lats: Stretch = ({ range }) => {
  // From the side the long reach overhead reads best as a hinge away from a post held at hip height.
  const postX = 206;
  const feet = { x: 118, y: ANKLE_Y };
  const hang = (hipX: number, trunk: number, neck: number) => {
    const p = pose({ hip: { x: hipX, y: standingY(Math.abs(hipX - feet.x)) }, trunk, neck });
    const hands = { x: postX - 5, y: 132 };
    return reach(reach(plant(plant(p, "near", feet), "far", feet), "near", hands), "far", hands);
  };
  return { props: [wall(postX, 70)], poses: [hang(126, 35, 0), hang(104 - 6 * range, 70 + 15 * range, -10)] };
};

const spineTwist: Stretch = ({ range }) => {
  const hip = { x: 92, y: seatedY };
  const legs = plant(pose({ hip, trunk: -4, near: longSitLegs }), "far", { x: hip.x + 38, y: ANKLE_Y });
  const knee = at(legs).far.knee;
  const behind = { x: hip.x - 32, y: HAND_Y };
  const hug = reach(reach(legs, "near", { x: knee.x - 2, y: knee.y + 6 }), "far", { x: knee.x, y: knee.y + 2 });
  // The twist: near elbow pressed against the outside of the bent knee, far hand planted behind.
  const twisted = { ...legs, trunk: -4 - 6 * range, neck: -8 };
  return {
    props: [mat()],
    poses: [hug, reach(restForearm(twisted, "near", { x: knee.x + 3, y: knee.y + 4 }, -175), "far", behind)],
  };
};

/** Hands and knees: knees under the hips, hands under the shoulders. */
function allFours(kneeX: number, trunk: number, thigh = 0) {
  const hip = along({ x: kneeX, y: KNEE_Y }, -thigh + 180, AVERAGE.thigh);
  return pose({ hip, trunk, both: { thigh, knee: 90 + thigh, ankle: 88 } });
}

const catCow: Stretch = ({ range }) => {
  // The back rounds up (cat) and sags (cow) at the waist while the hands and knees stay put.
  const arch = (bend: number) => ({ ...allFours(88, 80 - bend / 2, 0), chest: bend });
  const cow = arch(-24 * range);
  const cat = arch(30 * range);
  const hands = { x: at(allFours(88, 80, 0)).shoulder.x, y: HAND_Y };
  return {
    props: [mat()],
    poses: [
      reach(reach({ ...cow, neck: -40 * range }, "near", hands), "far", hands),
      reach(reach({ ...cat, neck: 55 * range }, "near", hands), "far", hands),
    ],
  };
};

const child: Stretch = ({ range }) => {
  const onHeels = { thigh: 72, knee: 162, ankle: 88 };
  const knee = { x: 118, y: KNEE_Y };
  const hip = along(knee, 180 - onHeels.thigh, AVERAGE.thigh);
  const sit = pose({ hip, trunk: 0, both: { ...onHeels, shoulder: 172, elbow: 8 } });
  const fold = pose({ hip, trunk: 70 + 24 * range, neck: 12, both: onHeels });
  // Aimed past their reach so the arms lie straight along the floor.
  const hands = { x: at(fold).shoulder.x + 80, y: FLOOR_Y - 4 };
  return { props: [mat()], poses: [sit, reach(reach(fold, "near", hands), "far", hands)] };
};

const cobra: Stretch = ({ range }) => {
  const hip = { x: 88, y: FLOOR_Y - 12 };
  const legs = { thigh: -86, knee: 0, ankle: 85 };
  const flat = pose({ hip, trunk: 86, neck: -5, both: legs });
  const hands = { x: at(flat).shoulder.x + 4, y: HAND_Y };
  // The lower back rises a little and the chest arches up off the floor over straight arms.
  const up = pose({ hip, trunk: 86 - 14 * range, chest: -32 * range, neck: -22, both: legs });
  return {
    props: [mat()],
    poses: [
      reach(reach(flat, "near", hands, true), "far", hands, true),
      reach(reach(up, "near", hands, true), "far", hands, true),
    ],
  };
};

const neck: Stretch = ({ range }) => {
  // Seen from the side a tilt shows as the head drawn down, the near hand guiding it, the far arm reaching down.
  const tilted = pose({ neck: 38 * range, far: { shoulder: -12, elbow: 0 } });
  const j = at(tilted);
  const crown = along(j.headCentre, 180 + tilted.trunk + tilted.neck - 25, AVERAGE.head * 0.9);
  return { props: [], poses: [pose({ both: { shoulder: 3, elbow: 8 } }), reach(tilted, "near", crown)] };
};

const groin: Stretch = ({ range }) => {
  // Butterfly: soles together close in, knees out; from the side the knees stand up and forward of the hips.
  const hip = { x: 92, y: seatedY };
  const feet = { x: hip.x + 30, y: ANKLE_Y - 2 };
  const legs = plant(plant(pose({ hip }), "near", feet), "far", feet);
  const hold = (trunk: number) => {
    const p = { ...legs, trunk, neck: trunk * 0.3 };
    const toes = { x: feet.x + 12, y: feet.y - 2 };
    return reach(reach(p, "near", toes), "far", toes);
  };
  return { props: [mat()], poses: [hold(0), hold(12 + 26 * range)] };
};

const glute: Stretch = ({ range }) => {
  // Figure-4 lying down: the near ankle rests across the far knee and the hands draw the far thigh in.
  const hip = { x: 128, y: FLOOR_Y - 14 };
  const lying = pose({ hip, trunk: -88, neck: -14 });
  const crossed = (p: Pose) => {
    const knee = at(p).far.knee;
    return plant(p, "near", { x: knee.x - 4, y: knee.y - 7 }, 30);
  };
  const start = crossed(plant(lying, "far", { x: hip.x + 62, y: ANKLE_Y }));
  const drawn = crossed({ ...lying, far: { ...lying.far, thigh: 150 + 30 * range, knee: 95, ankle: 0 } });
  const behindThigh = along(at(drawn).hip, -(150 + 30 * range), AVERAGE.thigh * 0.7);
  return {
    props: [mat()],
    poses: [
      { ...start, near: { ...start.near, shoulder: 10, elbow: 5 }, far: { ...start.far, shoulder: 10, elbow: 5 } },
      reach(reach(drawn, "near", behindThigh), "far", behindThigh),
    ],
  };
};

const forearm: Stretch = ({ range }) => {
  // Kneeling, palms flat with the fingers turned back; sitting back bends the wrists further.
  const hands = { x: 150, y: HAND_Y };
  const start = allFours(102, 72, 0);
  const back = allFours(102, 70, 30 * range);
  return {
    props: [mat()],
    poses: [reach(reach(start, "near", hands), "far", hands), reach(reach(back, "near", hands), "far", hands)],
  };
};

const ankle: Stretch = ({ range }) => {
  // Knee to wall: half kneeling, the front heel stays down while the knee drives forward past the toes.
  const front = { x: 150, y: ANKLE_Y };
  const kneel = (shin: number) => {
    const hip = hipAbove(front, shin, -84);
    return plant(pose({ hip, trunk: 8, far: kneeling(hip.y) }), "near", front);
  };
  const deep = kneel(36 * range);
  // The wall is where the knee touches it at the deepest point.
  const wallX = at(deep).near.knee.x + AVERAGE.width.shin / 2 + 1;
  const hands = (p: Pose) => {
    const target = { x: wallX - 5, y: at(p).shoulder.y - 6 };
    return reach(reach(p, "near", target), "far", target);
  };
  return { props: [mat(20, wallX - 22), wall(wallX, 60)], poses: [hands(kneel(4)), hands(deep)] };
};

const upperBack: Stretch = ({ range }) => ({
  props: [],
  poses: [
    pose({ both: { shoulder: 3, elbow: 8 } }),
    pose({
      trunk: 18 * range,
      neck: 38 * range,
      both: { thigh: 12, knee: 24, ankle: flatFoot(12, 24), shoulder: 98 + 8 * range, elbow: 4 },
    }),
  ],
});

const pigeon: Stretch = ({ range }) => {
  const hip = { x: 100, y: FLOOR_Y - 16 };
  const legs = pose({ hip, near: { thigh: 78, knee: 162, ankle: 92 }, far: { thigh: -82, knee: 2, ankle: 88 } });
  const tall = { ...legs, trunk: 2, neck: -5 };
  const fold = { ...legs, trunk: 60 + 28 * range, neck: 10 };
  const side = { x: hip.x + 22, y: HAND_Y };
  const ahead = { x: at(fold).shoulder.x + 80, y: HAND_Y };
  return {
    props: [mat()],
    poses: [reach(reach(tall, "near", side), "far", side), reach(reach(fold, "near", ahead), "far", ahead)],
  };
};

const STRETCHES: Record<string, Stretch> = {
  hamstring,
  quad,
  "hip-flexor": hipFlexor,
  calf,
  chest,
  shoulder,
  triceps,
  lats,
  "spine-twist": spineTwist,
  "cat-cow": catCow,
  child,
  cobra,
  neck,
  groin,
  glute,
  forearm,
  ankle,
  "upper-back": upperBack,
  pigeon,
};

export const stretch: Pattern = (variant, params) => {
  if (variant === "side-bend") return sideBend(params);
  const drawn = (STRETCHES[variant] ?? hamstring)(params);
  return { seconds: holdSeconds(params), props: [...drawn.props, ...handProps(params)], poses: drawn.poses };
};

/** One pose on the roller with the hip `shift` units along it; the roll goes from -shift to +shift. */
export type Roll = (shift: number, params: MotionParams) => { pose: Pose; props: Prop[] };
