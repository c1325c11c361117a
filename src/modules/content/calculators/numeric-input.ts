/**
 * Spec §5, numeric calculator input: the minimum is 1 unless a field says otherwise, the maximum and
 * step are optional, and text that is not a number reads as 0 (which then fails the minimum).
 */
export type NumericBounds = { min?: number; max?: number; step?: number };

export type NumericProblem =
  | { kind: "below"; min: number; max?: number }
  | { kind: "above"; min: number; max: number }
  | { kind: "step"; step: number };

export const DEFAULT_MINIMUM = 1;

// Arabic-Indic (U+0660..) and Persian (U+06F0..) digits, as typed on ar-sa and fa-ir keyboards.
const NATIVE_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** The number a visitor typed: "72.5", "72,5" and "٧٢٫٥" are all 72.5; anything else is 0. */
export function parseNumericInput(raw: string): number {
  const text = raw
    .trim()
    .replace(NATIVE_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf))
    // The Arabic decimal separator.
    .replace("\u066b", ".");
  if (!NUMBER.test(text)) return 0;
  const value = Number(text.replace(",", "."));
  return Number.isFinite(value) ? value : 0;
}

/** What is wrong with a value for a field with these bounds, or null when it is acceptable. */
export function checkNumericInput(
  value: number,
  { min = DEFAULT_MINIMUM, max, step }: NumericBounds = {},
): NumericProblem | null {
  if (value < min) return max === undefined ? { kind: "below", min } : { kind: "below", min, max };
  if (max !== undefined && value > max) return { kind: "above", min, max };
  if (step !== undefined) {
    const steps = (value - min) / step;
    // Float steps (0.1) leave rounding dust; a value within a millionth of a step is on it.
    if (Math.abs(steps - Math.round(steps)) > 1e-6) return { kind: "step", step };
  }
  return null;
}
