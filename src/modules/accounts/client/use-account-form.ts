"use client";

import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { describeFailure, type ApiFailure } from "@/lib/http-client";
import type { AccountMessageKey } from "../messages";
import { useFailureText, useFieldErrors, type FieldErrors } from "./use-account-text";

type Options<T> = {
  schema: z.ZodType<T>;
  /** The schema's input, read from the submitted form. */
  read: (form: FormData) => unknown;
  /** The spec's text for a failure the server did not explain. */
  fallback: AccountMessageKey;
  action: (values: T, form: HTMLFormElement) => Promise<void>;
  /** How a server failure reads (default: its message in the visitor's language); null shows nothing. */
  explain?: (failure: ApiFailure) => string | null;
};

/**
 * The life of every account form: validate with the shared schema (messages per field, translated),
 * then call the server once, busy meanwhile, and show its failure or remember success.
 */
export function useAccountForm<T>({ schema, read, fallback, action, explain }: Options<T>) {
  const failureText = useFailureText();
  const fieldErrors = useFieldErrors();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<"idle" | "busy" | "done">("idle");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = schema.safeParse(read(new FormData(form)));
    setFailure(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setStatus("idle");
      return;
    }
    setErrors({});
    setStatus("busy");
    try {
      await action(parsed.data, form);
      setStatus("done");
    } catch (error) {
      const described = await describeFailure(error, fallback);
      setFailure(explain ? explain(described) : failureText(described, fallback));
      setStatus("idle");
    }
  }

  return {
    errors,
    failure,
    busy: status === "busy",
    done: status === "done",
    onSubmit,
    /** Back to idle, e.g. when the user edits again after a success. */
    reset: () => setStatus("idle"),
  };
}
