import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { useMonetizationStore } from "@/modules/billing/monetization-store";
import {
  flip,
  INITIAL_BODY_MAP,
  selectEquipment,
  selectMuscle,
  setAdvanced,
  setGender,
  setJoints,
  syncFromPage,
  type BodyMapState,
  type MapEquipment,
} from "./body-map-state";

type Actions = {
  toggleAdvanced: (on: boolean) => void;
  toggleJoints: (on: boolean) => void;
  select: (muscle: string) => void;
  chooseEquipment: (equipment: MapEquipment | null) => void;
  chooseGender: (value: boolean | string) => void;
  flipSide: () => void;
  sync: (page: Parameters<typeof syncFromPage>[1]) => void;
};

export type BodyMapStore = BodyMapState & Actions;

const stateOf = (store: BodyMapStore): BodyMapState => ({
  advanced: store.advanced,
  joints: store.joints,
  muscle: store.muscle,
  advanced_muscle: store.advanced_muscle,
  simple_muscle: store.simple_muscle,
  joints_muscle: store.joints_muscle,
  side: store.side,
  equipment: store.equipment,
  gender: store.gender,
  showFrontBodyMap: store.showFrontBodyMap,
});

/** Spec §3 body map state, persisted as `bodyMap`; transitions live in body-map-state.ts. */
export const useBodyMapStore = create<BodyMapStore>()(
  persist(
    (set, get) => {
      const apply = (transition: (state: BodyMapState) => BodyMapState) => set(transition(stateOf(get())));
      return {
        ...INITIAL_BODY_MAP,
        toggleAdvanced: (on) => {
          // Turning a detailed view on is what the upgrade prompt counts.
          if (on && !get().advanced) useMonetizationStore.getState().countAdvancedClick();
          apply((state) => setAdvanced(state, on));
        },
        toggleJoints: (on) => {
          if (on && !get().joints) useMonetizationStore.getState().countAdvancedClick();
          apply((state) => setJoints(state, on));
        },
        select: (muscle) => apply((state) => selectMuscle(state, muscle)),
        chooseEquipment: (equipment) => apply((state) => selectEquipment(state, equipment)),
        chooseGender: (value) => apply((state) => setGender(state, value)),
        flipSide: () => apply(flip),
        sync: (page) => apply((state) => syncFromPage(state, page)),
      };
    },
    {
      name: "bodyMap",
      storage: createJSONStorage(() => localStorage),
      partialize: stateOf,
      // Rehydrated after mount, so the first client render matches the server's.
      skipHydration: true,
    },
  ),
);

export { stateOf as bodyMapStateOf };
