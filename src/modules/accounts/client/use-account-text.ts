"use client";

import { useTranslations } from "next-intl";
import type { z } from "zod";
import type { ApiFailure } from "@/lib/http-client";
import { isAccountMessageKey, type AccountMessageKey } from "../messages";
import { useErrorText } from "./use-error-text";

/** An account message key (from a schema or the API's details) in the visitor's language. */
export function useAccountText() {
  const t = useTranslations("accounts.errors");
  return (key: string) => (isAccountMessageKey(key) ? t(key) : key);
}

export type FieldErrors = Record<string, string>;

/** The first message per field of a failed parse, translated. */
export function useFieldErrors() {
  const text = useAccountText();
  return (error: z.ZodError): FieldErrors => {
    const errors: FieldErrors = {};
    for (const issue of error.issues) {
      const field = String(issue.path[0] ?? "form");
      errors[field] ??= text(issue.message);
    }
    return errors;
  };
}

/**
 * A server failure in the visitor's language, read from its code and details (never from its
 * English text): the account reason or field message it names, else the text of its code.
 */
export function useFailureText() {
  const text = useAccountText();
  const errorText = useErrorText();
  return (failure: ApiFailure, fallback: AccountMessageKey): string => {
    const reason = failure.details.reason;
    if (typeof reason === "string" && isAccountMessageKey(reason)) return text(reason);
    const fields = failure.details.fields;
    const fieldKey = fields && typeof fields === "object" ? Object.values(fields)[0] : undefined;
    if (typeof fieldKey === "string" && isAccountMessageKey(fieldKey)) return text(fieldKey);
    return failure.code ? errorText(failure) : text(fallback);
  };
}

/** The spec's general failure text, followed by the reason when the server gave a different one. */
export function usePrefixedFailureText() {
  const text = useAccountText();
  const failureText = useFailureText();
  return (failure: ApiFailure, fallback: AccountMessageKey) => {
    const reason = failureText(failure, fallback);
    const general = text(fallback);
    return reason === general ? general : `${general}: ${reason}`;
  };
}
