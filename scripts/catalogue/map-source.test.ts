import { describe, expect, it } from "vitest";
import { mapEquipment, mapMuscle, mapSourceExercise, type SourceExercise } from "./map-source";
import { slugify } from "./slugify";

const source = (patch: Partial<SourceExercise>): SourceExercise => ({
  id: "X",
  name: "Thing",
  force: "push",
  level: "beginner",
  mechanic: "compound",
  equipment: "barbell",
  primaryMuscles: ["chest"],
  secondaryMuscles: [],
  category: "strength",
  ...patch,
});

describe("source vocabulary", () => {
  it("maps levels onto our four-level scale", () => {
    expect(mapSourceExercise(source({ level: "expert" }), 1, new Set()).difficulty).toBe("advanced");
    expect(mapSourceExercise(source({ level: "beginner" }), 1, new Set()).difficulty).toBe("beginner");
  });

  it("splits coarse muscle words by the exercise name", () => {
    expect(mapMuscle("shoulders", "Dumbbell Shoulder Press")).toBe("front-shoulders");
    expect(mapMuscle("shoulders", "Seated Rear Delt Fly")).toBe("rear-shoulders");
    expect(mapMuscle("abdominals", "Russian Twist")).toBe("obliques");
    expect(mapMuscle("abductors", "Hip Abduction")).toBe("glutes");
    expect(() => mapMuscle("wings", "Flap")).toThrow(/Unmapped source muscle/);
  });

  it("maps equipment, letting the name refine coarse words", () => {
    expect(mapEquipment(source({ equipment: "e-z curl bar" }))).toBe("barbell");
    expect(mapEquipment(source({ name: "Smith Machine Squat", equipment: "machine" }))).toBe("smith-machine");
    expect(mapEquipment(source({ name: "Calf Stretch", equipment: "body only", category: "stretching" }))).toBe(
      "stretches",
    );
    expect(mapEquipment(source({ name: "Mystery", equipment: "other" }))).toBeNull();
  });

  it("makes unique, stable slugs", () => {
    expect(slugify("Dips - Chest Version")).toBe("dips-chest-version");
    expect(slugify("Farmer's Walk")).toBe("farmer-s-walk");
    const used = new Set(["push-up"]);
    expect(mapSourceExercise(source({ name: "Push Up" }), 2, used).slug).toBe("push-up-2");
  });
});
