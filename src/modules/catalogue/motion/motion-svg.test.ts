import { describe, expect, it } from "vitest";
import { motionOf } from "./exercise-motion";
import { readMotions } from "./motion-catalogue";
import { FLOOR_Y, hipOf } from "./motion-placing";
import { motionSvg } from "./motion-svg";
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

describe("the front camera", () => {
  const motion = (slug: string) => motionOf(readMotions()[slug]!)!;
  const joints = (slug: string, index: number, model: "male" | "female" = "male") => {
    const m = motion(slug);
    const each = m.poses[index]!;
    return jointsAt(each, proportionsOf(model), hipOf(each, model, m));
  };

  it("shows movements out to the sides from the front", () => {
    for (const slug of ["side-lateral-raise", "star-jump", "thigh-adductor", "side-bridge", "dumbbell-side-bend"])
      expect(
        motion(slug).poses.every((each) => each.view === "front"),
        slug,
      ).toBe(true);
    expect(motion("barbell-full-squat").poses.some((each) => each.view === "front")).toBe(false);
  });

  it("lifts a lateral raise's hands out to the sides, to about shoulder height, both hands alike", () => {
    for (const model of ["male", "female"] as const) {
      const [down, up] = [joints("side-lateral-raise", 0, model), joints("side-lateral-raise", 1, model)];
      expect(up.near.grip.x).toBeLessThan(down.near.grip.x - 40);
      expect(up.far.grip.x).toBeGreaterThan(down.far.grip.x + 40);
      expect(Math.abs(up.near.grip.y - up.near.shoulder.y)).toBeLessThan(12);
      expect(up.near.grip.x + up.far.grip.x).toBeCloseTo(2 * up.hip.x, 5);
    }
  });

  it("opens a jumping jack's feet apart on the floor and brings the hands overhead", () => {
    const [closed, open] = [joints("star-jump", 0), joints("star-jump", 1)];
    expect(open.far.ankle.x - open.near.ankle.x).toBeGreaterThan(closed.far.ankle.x - closed.near.ankle.x + 30);
    expect(open.near.grip.y).toBeLessThan(open.headCentre.y);
    for (const pose of [closed, open]) expect(Math.max(pose.near.toe.y, pose.near.heel.y)).toBeCloseTo(FLOOR_Y, 5);
  });

  it("brings the knees together on the adductor machine while the hips stay on the seat", () => {
    const [apart, together] = [joints("thigh-adductor", 0), joints("thigh-adductor", 1)];
    expect(apart.far.knee.x - apart.near.knee.x).toBeGreaterThan(together.far.knee.x - together.near.knee.x + 40);
    expect(apart.hip).toEqual(together.hip);
  });

  it("holds a side plank on the lower forearm with the body in a line from the feet to the head", () => {
    const held = joints("side-bridge", 0);
    expect(held.far.elbow.y).toBeGreaterThan(FLOOR_Y - 8);
    expect(held.near.ankle.x).toBeLessThan(held.hip.x - 60);
    expect(held.headCentre.x).toBeGreaterThan(held.hip.x + 40);
    expect(held.headCentre.y).toBeLessThan(held.hip.y);
  });

  it("draws the front figure with its own torso, a barbell across the hands, and the worked muscles", () => {
    const svg = motionSvg(motion("upright-barbell-row"), "female", (muscle) =>
      muscle === "traps" ? "primary" : undefined,
    );
    expect(svg).toContain("@keyframes");
    expect(svg).toContain("#e4572e");
    expect(svg).toMatch(/M-62 0H62/);
  });
});

describe("cables and bands", () => {
  const cableOf = (slug: string) => {
    const found = motionOf(readMotions()[slug]!)!.props.find((prop) => prop.kind === "cable");
    return found?.kind === "cable" ? found.from : undefined;
  };

  it("shows what resists every cable and band exercise, from the floor or back along the pull", () => {
    const motions = readMotions();
    const bare = Object.entries(motions).filter(
      ([, entry]) =>
        entry.implement === "cable" &&
        !["fly/reverse", "crunch/reverse"].includes(`${entry.pattern}/${entry.variant}`) &&
        !motionOf(entry)!.props.some((prop) => prop.kind === "cable"),
    );
    expect(bare.map(([slug]) => slug)).toEqual([]);
    // Cable flyes pull from pulleys low beside the bench; a front raise from low behind the hand.
    expect(cableOf("flat-bench-cable-flyes")!.y).toBeGreaterThan(FLOOR_Y - 5);
    const raise = motionOf(motions["front-cable-raise"]!)!;
    const start = jointsAt(raise.poses[0]!, proportionsOf("male"), hipOf(raise.poses[0]!, "male", raise)).near.grip;
    expect(cableOf("front-cable-raise")!.x).toBeLessThan(start.x);
    expect(cableOf("front-cable-raise")!.y).toBeGreaterThan(start.y);
  });
});

describe("contacts, model by model", () => {
  const placedJoints = (slug: string, index: number, model: "male" | "female") => {
    const m = motionOf(readMotions()[slug]!)!;
    const each = m.poses[index]!;
    return { joints: jointsAt(each, proportionsOf(model), hipOf(each, model, m)), motion: m };
  };

  it("closes each model's hands on the pull-up bar, hanging and at the top", () => {
    for (const model of ["male", "female"] as const)
      for (const index of [0, 1]) {
        const { joints, motion } = placedJoints("pullups", index, model);
        const bar = motion.props.find((prop) => prop.kind === "bar")!;
        expect(bar.kind === "bar" && Math.hypot(joints.near.grip.x - bar.x, joints.near.grip.y - bar.y)).toBeLessThan(
          0.5,
        );
      }
  });

  it("rests each model's forearms on the floor in a plank", () => {
    for (const model of ["male", "female"] as const) {
      const { joints } = placedJoints("plank", 0, model);
      expect(Math.max(joints.near.elbow.y, joints.near.wrist.y) + 4.5).toBeCloseTo(FLOOR_Y, 1);
    }
  });
});

describe("the spine", () => {
  it("bends at the waist: a crunch curls the upper back off the floor while the lower back stays down", () => {
    const crunch = motionOf(readMotions()["crunches"]!)!;
    const [lying, curled] = crunch.poses.map((each) =>
      jointsAt(each, proportionsOf("male"), hipOf(each, "male", crunch)),
    );
    expect(curled!.shoulder.y).toBeLessThan(lying!.shoulder.y - 15);
    expect(curled!.hip).toEqual(lying!.hip);
    const svg = motionSvg(crunch, "male", () => undefined);
    // Two torso halves, the upper one turned by its own keyframes.
    expect(svg.match(/scale\(-1 1\)"><path/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it("keeps a one-piece torso for movements that do not bend it", () => {
    const squat = motionOf(readMotions()["barbell-full-squat"]!)!;
    expect(squat.poses.some((each) => each.chest)).toBe(false);
    const p = proportionsOf("male");
    const straight = jointsAt(pose({ trunk: 30 }), p, { x: 0, y: 0 });
    expect(straight.shoulder.x).toBeCloseTo(-Math.sin(Math.PI + (30 * Math.PI) / 180) * p.torso, 5);
  });
});

describe("movements of their own", () => {
  it("rolls the stability ball in under the hips as a ball leg curl bends the knees", () => {
    const curl = motionOf(readMotions()["ball-leg-curl"]!)!;
    expect(curl.poses.length).toBe(2);
    const heels = curl.poses.map(
      (each) => jointsAt(each, proportionsOf("female"), hipOf(each, "female", curl)).near.heel.x,
    );
    expect(heels[1]).toBeLessThan(heels[0]! - 20);
    const svg = motionSvg(curl, "female", () => undefined);
    expect(svg).toMatch(/@keyframes m\d+\{0%\{transform:translate\([\d.]+px,\d+px\)\}/);
  });

  it("draws around-the-worlds from the hips to overhead, not as a fly", () => {
    const around = motionOf(readMotions()["around-the-worlds"]!)!;
    const grips = around.poses.map(
      (each) => jointsAt(each, proportionsOf("male"), hipOf(each, "male", around)).near.grip,
    );
    const hip = around.poses[0]!.hip!;
    expect(grips[0]!.x).toBeGreaterThan(hip.x - 15);
    expect(grips.at(-1)!.x).toBeLessThan(hip.x - 80);
  });
});
