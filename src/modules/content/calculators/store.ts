import { create } from "zustand";
import type { Macros } from "./macros";

/**
 * Spec §3 calculator state: the last results (not persisted). The macros form starts from the calories
 * the calorie calculator worked out, when a visitor goes from one to the other.
 */
export type CalculatorState = {
  calories: number | null;
  macros: Macros | null;
  oneRepMax: number | null;
  setCalories: (calories: number) => void;
  setMacros: (macros: Macros) => void;
  setOneRepMax: (oneRepMax: number) => void;
};

export const useCalculatorStore = create<CalculatorState>()((set) => ({
  calories: null,
  macros: null,
  oneRepMax: null,
  setCalories: (calories) => set({ calories }),
  setMacros: (macros) => set({ macros }),
  setOneRepMax: (oneRepMax) => set({ oneRepMax }),
}));
