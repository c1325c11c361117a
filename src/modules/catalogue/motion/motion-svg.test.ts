import { describe, expect, it } from "vitest";
import { motionOf } from "./exercise-motion";
import { readMotions } from "./motion-catalogue";
import { FLOOR_Y, hipOf, motionSvg } from "./motion-svg";
import { pose } from "./poses";
import { jointsAt, proportionsOf, standingHip } from "./rig";

const noMuscles = () => undefined;

describe("the demonstration figure", () => {
  it("stands with its lowest foot point on the floor", () => {
    const standing = pose({});
    for (const model of ["male", "female"] as const) {
      const p = proportionsOf(model);
      const joints = jointsAt(standing, p, standingHip(standing, p, 120, FLOOR_Y));
      expect(Math.max(joints.near.heel.y, joints.near.toe.y, joints.near.ankle.y + 2.5)).toBeCloseTo(FLOOR_Y, 5);
    }
  });

  it("bends joints the way a coach names them: a flexed hip brings the knee forward, a flexed knee the foot back", () => {
    const p = proportionsOf("male");
    const joints = jointsAt(pose({ both: { thigh: 90, knee: 90 } }), p, { x: 0, y: 0 });
    expect(joints.near.knee.x).toBeCloseTo(p.thigh, 5);
    expect(joints.near.knee.y).toBeCloseTo(0, 5);
    expect(joints.near.ankle.x).toBeCloseTo(p.thigh, 5);
    expect(joints.near.ankle.y).toBeCloseTo(p.shin, 5);
  });

  it("keeps planted feet still while the hips travel back in a squat", () => {
    const motion = motionOf(readMotions()["barbell-full-squat"]!)!;
    for (const model of ["male", "female"] as const) {
      const p = proportionsOf(model);
      const ankles = motion.poses.map((each) => jointsAt(each, p, hipOf(each, model, motion)).near.ankle);
      const hips = motion.poses.map((each) => hipOf(each, model, motion).x);
      for (const ankle of ankles) expect(ankle.x).toBeCloseTo(ankles[0]!.x, 5);
      expect(Math.min(...hips)).toBeLessThan(Math.max(...hips) - 10);
    }
  });

  it("animates with CSS keyframes, draws a key pose still, and colours the worked muscles", () => {
    const motion = motionOf(readMotions()["barbell-full-squat"]!)!;
    const animated = motionSvg(motion, "male", (muscle) => (muscle === "quads" ? "primary" : undefined));
    expect(animated).toContain("@keyframes");
    expect(animated).toContain("prefers-reduced-motion");
    expect(animated).toContain("#e4572e");
    const still = motionSvg(motion, "female", noMuscles, { still: 1 });
    expect(still).not.toContain("@keyframes");
    expect(still).not.toContain("#e4572e");
    expect(motionSvg(motion, "female", noMuscles, { still: 1, crop: true })).toMatch(/width="120" height="160"/);
  });
});
