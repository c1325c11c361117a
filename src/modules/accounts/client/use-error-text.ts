"use client";

import { useTranslations } from "next-intl";
import type { ApiFailure } from "@/lib/http-client";

const numberOr = (value: unknown, fallback: number) => (typeof value === "number" ? value : fallback);

/** The message of an API error code in the visitor's language, its details filled in. */
export function useErrorText() {
  const t = useTranslations("errors.codes");
  type Code = Parameters<typeof t>[0];
  return (failure: Pick<ApiFailure, "code" | "details">): string => {
    const known = failure.code && t.has(failure.code as Code);
    const code = (known ? failure.code : "INTERNAL") as Code;
    return t(code, {
      limit: numberOr(failure.details.limit, 3),
      minutes: numberOr(failure.details.minutes, 1),
    });
  };
}
