import { FLOOR_Y } from "../../motion-placing";
import { flatFoot, pose } from "../../poses";
import { type LimbAngles, type Pose } from "../../rig";
import type { Pattern } from "../types";
import { supine } from "./floor-work";
import { armTo, at, knee, leanToReach, load, mat, meanPoint, onFloor, sole } from "./placing";

// ---------------------------------------------------------------------------------------------------
// The Olympic lifts: the bar in the hands from floor or hang, through the pull, into the catch.

const BAR_ON_FLOOR = FLOOR_Y - 17;
const FRONT_RACK = { shoulder: 85, elbow: 150 };

/** Set up over a bar on the floor: legs bent, back leaning until straight arms meet the bar over mid-foot. */
export function fromFloor(thigh: number, knee: number): Pose {
  return leanToReach(pose({ neck: -30, both: { thigh, knee, ankle: flatFoot(thigh, knee) } }), (spec) => ({
    x: meanPoint(spec, (j) => j.near.ankle).x + 6,
    y: BAR_ON_FLOOR,
  }));
}

const hangStart = (lean: number) =>
  pose({ trunk: lean, neck: -20, both: { thigh: 12, knee: 22, ankle: flatFoot(12, 22), shoulder: lean, elbow: 0 } });
const extended = pose({ trunk: -6, neck: -5, both: { thigh: -4, knee: 2, ankle: 34, shoulder: -2, elbow: 0 } });
const squatCatch = (depth: number, arms: Partial<LimbAngles>, lean: number) =>
  pose({
    trunk: lean,
    neck: -10,
    both: { thigh: 105 * depth, knee: 135 * depth, ankle: flatFoot(105 * depth, 135 * depth), ...arms },
  });

/** Arms locked overhead with the bar a touch behind the head, over the feet, whatever the lean. */
export const overhead = (trunk: number) => ({ shoulder: trunk + 182, elbow: 0 });

export const clean: Pattern = (variant, params) => ({
  seconds: params.tempo,
  props: load(params, "barbell"),
  poses: [
    variant === "hang" ? hangStart(32) : fromFloor(78, 108),
    extended,
    variant === "squat" ? squatCatch(params.range, FRONT_RACK, 16) : squatCatch(0.42 * params.range, FRONT_RACK, 10),
  ],
});

export const snatch: Pattern = (variant, params) => ({
  seconds: params.tempo,
  props: load(params, "barbell"),
  poses: [
    variant === "hang" ? hangStart(24) : fromFloor(80, 115),
    { ...extended, near: { ...extended.near, shoulder: 8 }, far: { ...extended.far, shoulder: 8 } },
    variant === "squat"
      ? squatCatch(params.range, overhead(20), 20)
      : squatCatch(0.45 * params.range, overhead(10), 10),
  ],
});

const JERK_RACK = { shoulder: 70, elbow: 150 };
const dip = pose({ neck: -5, both: { thigh: 24, knee: 36, ankle: flatFoot(24, 36), ...JERK_RACK } });
const drive = pose({ trunk: -3, neck: -8, both: { thigh: 0, knee: 0, ankle: 30, shoulder: 150, elbow: 70 } });

function splitCatch(range: number): Pose {
  const front = { thigh: 55 * range, knee: 62 * range, ankle: flatFoot(55 * range, 62 * range) };
  const back = { thigh: -32 * range, knee: 32 * range, ankle: -8 };
  return pose({ trunk: 2, neck: -5, near: { ...front, ...overhead(2) }, far: { ...back, ...overhead(2) } });
}

export const jerk: Pattern = (variant, params) => {
  const range = params.range;
  const push = pose({
    trunk: 3,
    neck: -5,
    both: { thigh: 32 * range, knee: 48 * range, ankle: flatFoot(32 * range, 48 * range), ...overhead(3) },
  });
  const poses =
    variant === "clean-and-jerk"
      ? [fromFloor(78, 108), squatCatch(range, FRONT_RACK, 16), dip, splitCatch(range)]
      : [dip, drive, variant === "split" ? splitCatch(range) : push];
  return {
    seconds: variant === "clean-and-jerk" ? params.tempo * 1.6 : params.tempo,
    props: load(params, "barbell"),
    poses,
  };
};

// ---------------------------------------------------------------------------------------------------

export const getUp: Pattern = (_variant, params) => {
  // The bell stays straight above the near shoulder while the body rises beneath it.
  const bell = (trunk: number) => ({ shoulder: trunk + 180, elbow: 0 });
  const nearKnee = { thigh: 132, knee: 108, ankle: flatFoot(132, 108) };
  const farLeg = { thigh: 88, knee: 0, ankle: 10 };
  const lying = supine({ near: { ...nearKnee, ...bell(-90) }, far: { ...farLeg, shoulder: -10, elbow: 0 } }, 92);
  const foot = meanPoint(lying, (j) => j.near.ankle);
  const sitting = (() => {
    const spec = at(
      pose({ trunk: -35, neck: 5, near: { ...nearKnee, ...bell(-35) }, far: { ...farLeg, shoulder: -60, elbow: 0 } }),
      lying,
    );
    const arm = armTo(
      meanPoint(spec, (j) => j.shoulder),
      { x: lying.hip!.x - 26, y: FLOOR_Y - 4 },
      -35,
    );
    return { ...spec, far: { ...spec.far, ...arm } };
  })();
  const kneelingSpec = pose({
    trunk: 2,
    near: { thigh: 82, knee: 84, ankle: flatFoot(82, 84), ...bell(2) },
    far: { thigh: -6, knee: 98, ankle: 25, shoulder: 10, elbow: 10 },
  });
  const kneeling = onFloor(
    kneelingSpec,
    foot.x - meanPoint({ ...kneelingSpec, hip: { x: 0, y: 0 } }, (j) => j.near.ankle).x,
    [knee("far"), sole("near")],
  );
  const standing = pose({ near: bell(0), far: { shoulder: 5, elbow: 8 } });
  return {
    seconds: Math.max(params.tempo, 6),
    props: [{ kind: "kettlebell", hand: "near" }, mat(118, 210)],
    poses: [lying, sitting, kneeling, standing],
  };
};
