/** 1 kg = 2.20462 lb (spec §9); conversions round to 2 decimals (spec §5). */
export const LB_PER_KG = 2.20462;

export const WEIGHT_UNITS = ["kg", "lb"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

const round2 = (value: number) => Math.round(value * 100) / 100;

export const kgToLb = (kg: number) => round2(kg * LB_PER_KG);
export const lbToKg = (lb: number) => round2(lb / LB_PER_KG);

/** A load stored in kilograms, in the unit the user reads. */
export const fromKg = (kg: number, unit: WeightUnit) => (unit === "lb" ? kgToLb(kg) : round2(kg));
/** A load the user typed in their unit, in kilograms for storage. */
export const toKg = (value: number, unit: WeightUnit) => (unit === "lb" ? lbToKg(value) : round2(value));
