"use client";

import { useTranslations } from "next-intl";
import type { z } from "zod";
import { accountMessageKey } from "../messages";

/** Shows an account message from the API or a schema in the visitor's language (English if unknown). */
export function useAccountText() {
  const t = useTranslations("accounts.errors");
  return (message: string) => {
    const key = accountMessageKey(message);
    return key ? t(key) : message;
  };
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

/** The spec's general failure text, followed by the server's reason when it gave a different one. */
export function useFailureText() {
  const text = useAccountText();
  return (message: string, fallback: string) =>
    message === fallback ? text(fallback) : `${text(fallback)}: ${text(message)}`;
}
