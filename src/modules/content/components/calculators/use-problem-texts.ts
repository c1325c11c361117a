"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useMemo } from "react";
import type { ProblemTexts } from "../../calculators/field-errors";

/** Field errors in the visitor's language, with numbers written the local way. */
export function useProblemTexts(): ProblemTexts {
  const t = useTranslations("content.calculators.common");
  const format = useFormatter();
  return useMemo(() => {
    const n = (value: number) => format.number(value, { maximumFractionDigits: 2 });
    return {
      below: (min) => t("below", { min: n(min) }),
      range: (min, max) => t("range", { min: n(min), max: n(max) }),
      whole: () => t("whole"),
      step: (step) => t("step", { step: n(step) }),
    };
  }, [t, format]);
}

/** After a failed submit, takes the visitor to the first field to fix. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
