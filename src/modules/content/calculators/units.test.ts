import { describe, expect, it } from "vitest";
import { centimetresToFeetAndInches, feetAndInchesToCentimetres, kilogramsToPounds, poundsToKilograms } from "./units";

describe("weight units", () => {
  it("converts with 1 kg = 2.20462 lb, rounded to 2 decimals", () => {
    expect(kilogramsToPounds(1)).toBe(2.2);
    expect(kilogramsToPounds(80)).toBe(176.37); // 176.3696
    expect(kilogramsToPounds(100)).toBe(220.46);
    expect(poundsToKilograms(100)).toBe(45.36); // 45.3593
    expect(poundsToKilograms(2.20462)).toBe(1);
  });
});

describe("height units", () => {
  it("turns centimetres into feet and whole inches", () => {
    expect(centimetresToFeetAndInches(152.4)).toEqual({ feet: 5, inches: 0 });
    expect(centimetresToFeetAndInches(180)).toEqual({ feet: 5, inches: 11 }); // 70.87 in
    expect(centimetresToFeetAndInches(165)).toEqual({ feet: 5, inches: 5 }); // 64.96 in
  });

  it("rolls 12 inches into the next foot", () => {
    expect(centimetresToFeetAndInches(182.8)).toEqual({ feet: 6, inches: 0 }); // 5 ft 11.97 in
    expect(centimetresToFeetAndInches(182.88)).toEqual({ feet: 6, inches: 0 });
  });

  it("turns feet and inches back into centimetres, rounded to 2 decimals", () => {
    expect(feetAndInchesToCentimetres(5, 11)).toBe(180.34);
    expect(feetAndInchesToCentimetres(6, 0)).toBe(182.88);
  });
});
