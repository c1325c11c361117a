import { describe, expect, it } from "vitest";
import type { CatalogueExercise } from "../../src/modules/catalogue/catalogue-file";
import {
  breathingProblems,
  coachingProblems,
  isOneSided,
  isStrongmanImplement,
  needsBreathingCue,
  oneSidedProblems,
  saysToSwitchSides,
  strongmanEquipmentProblems,
} from "./coaching-problems";

type Exercise = Pick<CatalogueExercise, "slug" | "name" | "category" | "equipment" | "steps">;
const exercise = (patch: Partial<Exercise> = {}): Exercise => ({
  slug: "barbell-curl",
  name: "Barbell Curl",
  category: "strength",
  equipment: "barbell",
  steps: ["Hold the bar.", "Exhale and curl it up.", "Lower it slowly."],
  ...patch,
});

describe("strongman equipment", () => {
  it.each([
    "Yoke Walk",
    "Keg Load",
    "Atlas Stones",
    "Sled Push",
    "Conan's Wheel",
    "Log Lift",
    "Tire Flip",
    "Sandbag Load",
  ])("knows %s as a strongman implement", (name) => expect(isStrongmanImplement({ name })).toBe(true));

  it("does not take gym lifts for strongman implements", () => {
    expect(isStrongmanImplement({ name: "Leg Press" })).toBe(false);
    expect(isStrongmanImplement({ name: "Axle Deadlift" })).toBe(false);
  });

  it("reports a strongman implement tagged as a machine, as bodyweight or as a bar", () => {
    const problems = strongmanEquipmentProblems([
      exercise({ slug: "yoke-walk", name: "Yoke Walk", category: "strongman", equipment: "machine" }),
      exercise({ slug: "tire-flip", name: "Tire Flip", category: "strongman", equipment: "bodyweight" }),
      exercise({ slug: "log-lift", name: "Log Lift", category: "strongman", equipment: "barbell" }),
    ]);
    expect(problems).toEqual([
      "yoke-walk: a strongman implement tagged machine, not strongman",
      "tire-flip: a strongman implement tagged bodyweight, not strongman",
      "log-lift: a strongman implement tagged barbell, not strongman",
    ]);
  });

  it("reports a strongman event tagged as a machine even when its name hides the implement", () => {
    const drag = exercise({
      slug: "backward-drag",
      name: "Backward Drag",
      category: "strongman",
      equipment: "machine",
    });
    expect(strongmanEquipmentProblems([drag])).toEqual(["backward-drag: a strongman event tagged machine"]);
  });

  it("accepts strongman events done with gym bars and bells, and honest strongman tags", () => {
    expect(
      coachingProblems([
        exercise({ slug: "farmer-s-walk", name: "Farmer's Walk", category: "strongman", equipment: "dumbbells" }),
        exercise({ slug: "axle-deadlift", name: "Axle Deadlift", category: "strongman", equipment: "barbell" }),
        exercise({ slug: "yoke-walk", name: "Yoke Walk", category: "strongman", equipment: "strongman" }),
      ]),
    ).toEqual([]);
  });
});

describe("one-sided exercises", () => {
  it.each([
    ["dumbbell-one-arm-upright-row", "Dumbbell One-Arm Upright Row"],
    ["kettlebell-one-legged-deadlift", "Kettlebell One-Legged Deadlift"],
    ["single-leg-glute-bridge", "Single Leg Glute Bridge"],
    ["kettlebell-windmill", "Kettlebell Windmill"],
    ["kettlebell-turkish-get-up", "Kettlebell Turkish Get-Up"],
    ["external-rotation", "External Rotation"],
  ])("knows %s as one-sided", (slug, name) => expect(isOneSided({ slug, name })).toBe(true));

  it("leaves out two-sided and alternating movements", () => {
    expect(isOneSided({ slug: "side-lateral-raise", name: "Side Lateral Raise" })).toBe(false);
    expect(isOneSided({ slug: "alternate-hammer-curl", name: "Alternate Hammer Curl" })).toBe(false);
    expect(isOneSided({ slug: "barbell-walking-lunge", name: "Barbell Walking Lunge" })).toBe(false);
  });

  it.each([
    "Finish the set, then repeat on the other side.",
    "Complete all your reps on this leg, then switch legs.",
    "Do the same number of reps with the other arm.",
    "Do 10 swings per leg.",
    "Alternate sides each rep.",
  ])("hears a switch in %j", (step) => expect(saysToSwitchSides([step])).toBe(true));

  it("does not take a free hand on the bench for a switch", () => {
    expect(saysToSwitchSides(["Rest your other hand on the bench.", "Stand on the other leg."])).toBe(false);
  });

  it("reports a one-arm exercise that never says to work the other arm", () => {
    const row = exercise({ slug: "dumbbell-one-arm-upright-row", name: "Dumbbell One-Arm Upright Row" });
    expect(oneSidedProblems([row])).toEqual([
      "dumbbell-one-arm-upright-row: one-sided, but the steps never say to switch sides",
    ]);
    const fixed = { ...row, steps: [...row.steps, "Finish the set, then repeat with the other arm."] };
    expect(coachingProblems([fixed])).toEqual([]);
  });
});

describe("breathing cues", () => {
  it("asks lifts, stretches and cardio for a breathing cue", () => {
    const curl = exercise({ steps: ["Hold the bar.", "Curl it up.", "Lower it slowly."] });
    expect(breathingProblems([curl])).toEqual(["barbell-curl: no breathing cue in the steps"]);
    const stretch = exercise({ slug: "quad-stretch", category: "stretching", steps: ["Hold your foot.", "Hold."] });
    expect(breathingProblems([stretch])).toEqual(["quad-stretch: no breathing cue in the steps"]);
  });

  it.each(["Exhale as you curl it up.", "Breathe slowly into the stretch.", "Take a breath and brace."])(
    "accepts %j",
    (cue) => expect(breathingProblems([exercise({ steps: ["Hold the bar.", cue, "Lower it."] })])).toEqual([]),
  );

  it("leaves out plyometrics and the reviewed technique drills", () => {
    expect(needsBreathingCue({ slug: "front-box-jump", category: "plyometrics" })).toBe(false);
    expect(needsBreathingCue({ slug: "clean-shrug", category: "olympic-weightlifting" })).toBe(false);
    expect(needsBreathingCue({ slug: "clean", category: "olympic-weightlifting" })).toBe(true);
  });
});
