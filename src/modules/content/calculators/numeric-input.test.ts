import { describe, expect, it } from "vitest";
import { checkNumericInput, parseNumericInput } from "./numeric-input";

describe("parseNumericInput", () => {
  it("reads numbers with a point or a comma", () => {
    expect(parseNumericInput("72")).toBe(72);
    expect(parseNumericInput(" 72.5 ")).toBe(72.5);
    expect(parseNumericInput("72,5")).toBe(72.5);
    expect(parseNumericInput(".5")).toBe(0.5);
  });

  it("reads Arabic-Indic and Persian digits", () => {
    expect(parseNumericInput("٧٢٫٥")).toBe(72.5);
    expect(parseNumericInput("۱۸۰")).toBe(180);
  });

  it("turns anything unparseable into 0", () => {
    for (const raw of ["", "  ", "abc", "12kg", "1.2.3", "--1", "Infinity", "1e3"])
      expect(parseNumericInput(raw)).toBe(0);
  });
});

describe("checkNumericInput", () => {
  it("requires at least 1 by default", () => {
    expect(checkNumericInput(1)).toBeNull();
    expect(checkNumericInput(0)).toEqual({ kind: "below", min: 1 });
    expect(checkNumericInput(0.5)).toEqual({ kind: "below", min: 1 });
  });

  it("honours a given minimum, maximum and step", () => {
    expect(checkNumericInput(0, { min: 0, max: 11 })).toBeNull();
    expect(checkNumericInput(12, { min: 0, max: 11 })).toEqual({ kind: "above", min: 0, max: 11 });
    expect(checkNumericInput(10, { min: 15, max: 100 })).toEqual({ kind: "below", min: 15, max: 100 });
    expect(checkNumericInput(5.5, { step: 1 })).toEqual({ kind: "step", step: 1 });
    expect(checkNumericInput(72.3, { step: 0.1 })).toBeNull();
  });

  it("fails an unparseable entry through its 0", () => {
    expect(checkNumericInput(parseNumericInput("abc"))).toEqual({ kind: "below", min: 1 });
  });
});
