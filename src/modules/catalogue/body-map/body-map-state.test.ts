import { describe, expect, it } from "vitest";
import {
  flip,
  highlightsMuscle,
  INITIAL_BODY_MAP,
  listingHref,
  modeOf,
  NO_EQUIPMENT,
  parseGender,
  selectEquipment,
  selectMuscle,
  setAdvanced,
  setGender,
  setJoints,
  syncFromPage,
  type BodyMapState,
} from "./body-map-state";

const barbell = { id: 2, name: "Barbell", slug: "barbell" };
const cardio = { id: 16, name: "Cardio", slug: "cardio" };
const state = (patch: Partial<BodyMapState> = {}): BodyMapState => ({ ...INITIAL_BODY_MAP, ...patch });

describe("defaults", () => {
  it("start in simple mode on the chest, front side, male, no equipment", () => {
    expect(INITIAL_BODY_MAP).toMatchObject({
      advanced: false,
      joints: false,
      muscle: "chest",
      simple_muscle: "chest",
      advanced_muscle: "mid-lower-pectoralis",
      joints_muscle: "scapula",
      gender: "male",
      showFrontBodyMap: true,
      equipment: { id: 0 },
    });
  });
});

describe("advanced switch", () => {
  it("on: shows the advanced muscle and remembers the simple one", () => {
    const next = setAdvanced(state({ muscle: "biceps", simple_muscle: "biceps" }), true);
    expect(next).toMatchObject({
      advanced: true,
      joints: false,
      muscle: "mid-lower-pectoralis",
      simple_muscle: "biceps",
    });
  });

  it("on from joints: turns joints off and remembers the joint", () => {
    const next = setAdvanced(state({ joints: true, muscle: "knees" }), true);
    expect(next).toMatchObject({
      advanced: true,
      joints: false,
      joints_muscle: "knees",
      muscle: "mid-lower-pectoralis",
    });
  });

  it("on from joints with no joint remembers scapula; from simple with none remembers chest", () => {
    expect(setAdvanced(state({ joints: true, muscle: "" }), true).joints_muscle).toBe("scapula");
    expect(setAdvanced(state({ muscle: "" }), true).simple_muscle).toBe("chest");
  });

  it("off: restores the simple muscle and keeps the advanced one for next time", () => {
    const on = setAdvanced(state({ muscle: "quads", simple_muscle: "quads" }), true);
    const picked = selectMuscle(on, "rectus-femoris");
    const off = setAdvanced(picked, false);
    expect(off).toMatchObject({ advanced: false, muscle: "quads", advanced_muscle: "rectus-femoris" });
    expect(setAdvanced(off, true).muscle).toBe("rectus-femoris");
  });

  it("goes to the advanced muscle without equipment, and back to the simple one with it", () => {
    const start = state({ muscle: "chest", equipment: barbell });
    const on = setAdvanced(start, true);
    expect(listingHref(on)).toBe("/exercises/mid-lower-pectoralis");
    expect(listingHref(setAdvanced(on, false))).toBe("/exercises/chest/barbell");
    expect(listingHref(setAdvanced(setAdvanced(state(), true), false))).toBe("/exercises/chest");
  });
});

describe("joints switch", () => {
  it("on: restores the joints muscle under recovery, remembers the simple muscle", () => {
    const next = setJoints(state({ muscle: "glutes" }), true);
    expect(next).toMatchObject({ joints: true, advanced: false, muscle: "scapula", simple_muscle: "glutes" });
    expect(listingHref(next)).toBe("/exercises/scapula/recovery");
  });

  it("on from advanced: turns advanced off and remembers the advanced muscle", () => {
    const next = setJoints(state({ advanced: true, muscle: "soleus" }), true);
    expect(next).toMatchObject({ joints: true, advanced: false, advanced_muscle: "soleus" });
  });

  it("off: saves the joint and restores the simple muscle, featured", () => {
    const on = setJoints(state({ muscle: "lats", equipment: barbell }), true);
    const off = setJoints(selectMuscle(on, "knees"), false);
    expect(off).toMatchObject({ joints: false, joints_muscle: "knees", muscle: "lats", equipment: NO_EQUIPMENT });
    expect(listingHref(off)).toBe("/exercises/lats");
    expect(setJoints(off, true).muscle).toBe("knees");
  });

  it("never leaves both modes on", () => {
    let current = state();
    for (const step of [
      (s: BodyMapState) => setAdvanced(s, true),
      (s: BodyMapState) => setJoints(s, true),
      (s: BodyMapState) => setAdvanced(s, true),
      (s: BodyMapState) => setJoints(s, false),
    ]) {
      current = step(current);
      expect(current.advanced && current.joints).toBe(false);
    }
  });
});

describe("equipment", () => {
  it("selects, and clears to id 0 when reselected or emptied", () => {
    const chosen = selectEquipment(state(), barbell);
    expect(chosen.equipment).toEqual(barbell);
    expect(selectEquipment(chosen, barbell).equipment.id).toBe(0);
    expect(selectEquipment(chosen, null).equipment.id).toBe(0);
    expect(selectEquipment(chosen, { id: 0, name: "", slug: "" }).equipment.id).toBe(0);
  });

  it("skips muscle highlighting for cardio equipment", () => {
    expect(highlightsMuscle(selectEquipment(state(), cardio))).toBe(false);
    expect(highlightsMuscle(selectEquipment(state(), barbell))).toBe(true);
  });
});

describe("gender", () => {
  it("accepts true, false or a string", () => {
    expect(parseGender(true)).toBe("male");
    expect(parseGender(false)).toBe("female");
    expect(parseGender("FEMALE")).toBe("female");
    expect(parseGender("F")).toBe("female");
    expect(parseGender("Male")).toBe("male");
  });

  it("keeps muscle and equipment and adds ?model=f", () => {
    const female = setGender(state({ muscle: "biceps", equipment: barbell }), false);
    expect(listingHref(female)).toBe("/exercises/biceps/barbell?model=f");
    expect(listingHref(setGender(female, "male"))).toBe("/exercises/biceps/barbell");
  });
});

describe("selection, flip and page sync", () => {
  it("remembers the selected muscle for its mode", () => {
    expect(selectMuscle(state(), "triceps")).toMatchObject({ muscle: "triceps", simple_muscle: "triceps" });
    expect(selectMuscle(state({ joints: true }), "hips")).toMatchObject({ muscle: "hips", joints_muscle: "hips" });
  });

  it("flips between front and back", () => {
    const back = flip(state());
    expect(back).toMatchObject({ showFrontBodyMap: false, side: "back" });
    expect(flip(back)).toMatchObject({ showFrontBodyMap: true, side: "front" });
  });

  it("takes mode, muscle, equipment and gender from the page", () => {
    const synced = syncFromPage(state(), { mode: "advanced", muscle: "soleus", equipment: null, gender: "female" });
    expect(synced).toMatchObject({ advanced: true, joints: false, muscle: "soleus", advanced_muscle: "soleus" });
    expect(modeOf(synced)).toBe("advanced");
    expect(listingHref(synced)).toBe("/exercises/soleus?model=f");
  });
});
