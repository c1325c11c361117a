"use client";

import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { INITIAL_GENERATOR, resetGenerator, setField, type GeneratorState } from "../generator/generator-state";

type Actions = {
  set: <K extends Exclude<keyof GeneratorState, "isDirty">>(field: K, value: GeneratorState[K]) => void;
  reset: () => void;
};

/**
 * The generator's answers and result, kept on the device (`workoutGenerator`): a visitor who signs in
 * to see the result, or reloads, finds it where they left it.
 */
export const useGeneratorStore = create<GeneratorState & Actions>()(
  persist(
    (set) => ({
      ...INITIAL_GENERATOR,
      set: (field, value) => set((state) => setField(state, field, value)),
      reset: () => set((state) => resetGenerator(state)),
    }),
    {
      name: "workoutGenerator",
      storage: createJSONStorage(() => localStorage),
      version: 1,
      // Rehydrated after mount, so the first client render matches the server's.
      skipHydration: true,
    },
  ),
);
