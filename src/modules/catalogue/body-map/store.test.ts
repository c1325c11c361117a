import { beforeEach, describe, expect, it } from "vitest";
import { useMonetizationStore } from "@/modules/billing/monetization-store";
import { INITIAL_BODY_MAP } from "./body-map-state";
import { useBodyMapStore } from "./store";

beforeEach(() => {
  useBodyMapStore.setState({ ...INITIAL_BODY_MAP });
  useMonetizationStore.setState({ advancedClicks: 0 });
});

describe("body map store", () => {
  it("counts one advanced click when advanced or joints turn on, not when they turn off", () => {
    const store = useBodyMapStore.getState();
    store.toggleAdvanced(true);
    store.toggleAdvanced(false);
    store.toggleJoints(true);
    useBodyMapStore.getState().toggleJoints(true);
    expect(useMonetizationStore.getState().advancedClicks).toBe(2);
  });

  it("applies transitions through its actions", () => {
    const store = useBodyMapStore.getState();
    store.select("biceps");
    store.chooseGender(false);
    store.chooseEquipment({ id: 5, name: "Dumbbells", slug: "dumbbells" });
    expect(useBodyMapStore.getState()).toMatchObject({
      muscle: "biceps",
      gender: "female",
      equipment: { id: 5 },
    });
    useBodyMapStore.getState().chooseEquipment({ id: 5, name: "Dumbbells", slug: "dumbbells" });
    expect(useBodyMapStore.getState().equipment.id).toBe(0);
  });
});
