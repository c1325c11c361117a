import { describe, expect, it } from "vitest";
import { fromKg, kgToLb, lbToKg, toKg } from "./units";

describe("weight units", () => {
  it("converts with 2.20462 lb per kg, rounded to 2 decimals", () => {
    expect(kgToLb(100)).toBe(220.46);
    expect(kgToLb(2.5)).toBe(5.51);
    expect(lbToKg(45)).toBe(20.41);
    expect(lbToKg(220.46)).toBe(100);
  });

  it("reads and stores in the user's unit", () => {
    expect(fromKg(20, "kg")).toBe(20);
    expect(fromKg(20, "lb")).toBe(44.09);
    expect(toKg(44.09, "lb")).toBe(20);
    expect(toKg(12.345, "kg")).toBe(12.35);
  });
});
