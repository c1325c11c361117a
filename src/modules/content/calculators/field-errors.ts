import { checkNumericInput, parseNumericInput, type NumericBounds, type NumericProblem } from "./numeric-input";

/** How a field problem reads, in the visitor's language (messages under content.calculators.common). */
export type ProblemTexts = {
  below: (min: number) => string;
  range: (min: number, max: number) => string;
  whole: () => string;
  step: (step: number) => string;
};

export function problemText(problem: NumericProblem, texts: ProblemTexts): string {
  switch (problem.kind) {
    case "below":
      return problem.max === undefined ? texts.below(problem.min) : texts.range(problem.min, problem.max);
    case "above":
      return texts.range(problem.min, problem.max);
    case "step":
      return problem.step === 1 ? texts.whole() : texts.step(problem.step);
  }
}

/**
 * Reads every field of a form: the numbers when all are acceptable, else an error text per field
 * that is not. Fields follow the spec's numeric input rule (parseNumericInput, checkNumericInput).
 */
export function readFields<K extends string>(
  raw: Record<NoInfer<K>, string>,
  bounds: Record<K, NumericBounds>,
  texts: ProblemTexts,
): { ok: true; values: Record<K, number> } | { ok: false; errors: Partial<Record<K, string>> } {
  const values = {} as Record<K, number>;
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(bounds) as K[]) {
    const value = parseNumericInput(raw[key]);
    const problem = checkNumericInput(value, bounds[key]);
    if (problem) errors[key] = problemText(problem, texts);
    values[key] = value;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}
