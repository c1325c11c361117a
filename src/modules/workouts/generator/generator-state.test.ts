import { describe, expect, it } from "vitest";
import type { GeneratedWorkoutDto } from "./dto";
import {
  GENERATOR_STEPS,
  INITIAL_GENERATOR,
  resetGenerator,
  setField,
  stepIndexOf,
  toggleId,
  toRequest,
} from "./generator-state";

const plan = { name: "Chest", seed: 4 } as GeneratedWorkoutDto;

describe("the generator's client state", () => {
  it("starts from the spec's defaults, untouched", () => {
    expect(INITIAL_GENERATOR).toMatchObject({
      age: 29,
      goal: 3,
      gender: "male",
      progress: 0,
      mobile: false,
      generated_workout: null,
      isDirty: false,
    });
    expect(GENERATOR_STEPS.map((step) => step.progress)).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it("clears the result when an answer changes, not when the result or the progress does", () => {
    const withPlan = setField(INITIAL_GENERATOR, "generated_workout", plan);
    expect(withPlan.generated_workout).toBe(plan);
    expect(setField(withPlan, "progress", 40).generated_workout).toBe(plan);
    expect(setField(withPlan, "age", 40).generated_workout).toBeNull();
    expect(setField(withPlan, "minutes", 20).generated_workout).toBeNull();
    expect(setField(withPlan, "muscles_id_list", [3]).generated_workout).toBeNull();
  });

  it("is dirty once a muscle or equipment is chosen, and reset clears them with the result", () => {
    const chosen = setField(setField(INITIAL_GENERATOR, "muscles_id_list", [3]), "equipment_id_list", [5]);
    expect(chosen.isDirty).toBe(true);
    expect(setField(INITIAL_GENERATOR, "age", 50).isDirty).toBe(false);
    const reset = resetGenerator({ ...chosen, generated_workout: plan, age: 41 });
    expect(reset).toMatchObject({ muscles_id_list: [], equipment_id_list: [], generated_workout: null, age: 41 });
    expect(reset.isDirty).toBe(false);
  });

  it("toggles ids and knows the step of a progress value", () => {
    expect(toggleId([1, 2], 2)).toEqual([1]);
    expect(toggleId([1], 2)).toEqual([1, 2]);
    expect(stepIndexOf(60)).toBe(3);
    expect(stepIndexOf(13)).toBe(0);
  });

  it("makes the API request, with a seed only when given", () => {
    const state = { ...INITIAL_GENERATOR, muscles_id_list: [3], equipment_id_list: [5] };
    expect(toRequest(state)).not.toHaveProperty("seed");
    expect(toRequest(state, 9)).toMatchObject({ muscles_id_list: [3], equipment_id_list: [5], seed: 9, minutes: 45 });
  });
});
