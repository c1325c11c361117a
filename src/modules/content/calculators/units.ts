/** Spec §9: 1 kg = 2.20462 lb; conversions are rounded to 2 decimals (§5). */
export const POUNDS_PER_KILOGRAM = 2.20462;
export const CENTIMETRES_PER_INCH = 2.54;
export const INCHES_PER_FOOT = 12;

export type UnitSystem = "metric" | "imperial";

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

export const kilogramsToPounds = (kilograms: number) => round2(kilograms * POUNDS_PER_KILOGRAM);
export const poundsToKilograms = (pounds: number) => round2(pounds / POUNDS_PER_KILOGRAM);

/** Feet and whole inches; 11.6 inches round to 12, which roll into the next foot (§5). */
export function centimetresToFeetAndInches(centimetres: number): { feet: number; inches: number } {
  const totalInches = centimetres / CENTIMETRES_PER_INCH;
  let feet = Math.floor(totalInches / INCHES_PER_FOOT);
  let inches = Math.round(totalInches - feet * INCHES_PER_FOOT);
  if (inches >= INCHES_PER_FOOT) {
    feet += Math.floor(inches / INCHES_PER_FOOT);
    inches %= INCHES_PER_FOOT;
  }
  return { feet, inches };
}

export const feetAndInchesToCentimetres = (feet: number, inches: number) =>
  round2((feet * INCHES_PER_FOOT + inches) * CENTIMETRES_PER_INCH);
