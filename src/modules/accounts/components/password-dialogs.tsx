"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { ACCOUNT_MESSAGES } from "../messages";
import { createPasswordSchema, forgotPasswordSchema } from "../schemas";
import { accountApi } from "../client/account-api";
import { describeFailure } from "../client/api-client";
import { useAccountModals } from "../client/stores";
import { useAccountText, useFieldErrors, type FieldErrors } from "../client/use-account-text";

function useModal(name: "forgotPassword" | "createPassword") {
  const open = useAccountModals((state) => state.open === name);
  const show = useAccountModals((state) => state.show);
  return { open, onOpenChange: (next: boolean) => show(next ? name : null) };
}

/** Asks for the account's email and sends the reset link (the answer never says whether it exists). */
export function ForgotPasswordDialog({ defaultEmail = "" }: { defaultEmail?: string }) {
  const t = useTranslations("accounts");
  const text = useAccountText();
  const fieldErrors = useFieldErrors();
  const modal = useModal("forgotPassword");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<"idle" | "loading" | "sent">("idle");
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email: new FormData(event.currentTarget).get("email") });
    setFailure(null);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setState("loading");
    try {
      await accountApi.forgotPassword(parsed.data.email);
      setState("sent");
    } catch (error) {
      setFailure(text((await describeFailure(error, ACCOUNT_MESSAGES.passwordUpdateFailed)).message));
      setState("idle");
    }
  }

  return (
    <Dialog
      {...modal}
      onOpenChange={(next) => {
        modal.onOpenChange(next);
        if (!next) setState("idle");
      }}
      title={t("forgotTitle")}
      description={t("forgotText")}
      closeLabel={t("close")}
    >
      {state === "sent" ? (
        <Alert tone="success">{t("forgotSent")}</Alert>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <TextField
            label={t("email")}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={defaultEmail}
            error={errors.email}
          />
          <Button type="submit" busy={state === "loading"}>
            {state === "loading" ? t("sending") : t("sendLink")}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

/** Sets a new password: from a reset link (`token`) or, without one, for a Google-only account. */
export function CreatePasswordDialog({ pk, token, onDone }: { pk: string; token?: string; onDone?: () => void }) {
  const t = useTranslations("accounts");
  const text = useAccountText();
  const fieldErrors = useFieldErrors();
  const modal = useModal("createPassword");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<"idle" | "loading" | "done">("idle");
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = createPasswordSchema.safeParse({
      new_password1: form.get("new_password1"),
      new_password2: form.get("new_password2"),
      token,
    });
    setFailure(null);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setState("loading");
    try {
      await accountApi.createPassword(pk, parsed.data);
      setState("done");
      onDone?.();
    } catch (error) {
      setFailure(text((await describeFailure(error, ACCOUNT_MESSAGES.passwordUpdateFailed)).message));
      setState("idle");
    }
  }

  return (
    <Dialog {...modal} title={t("createPasswordTitle")} description={t("createPasswordText")} closeLabel={t("close")}>
      {state === "done" ? (
        <Alert tone="success">{t("passwordSet")}</Alert>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <TextField
            label={t("newPassword")}
            name="new_password1"
            type="password"
            autoComplete="new-password"
            hint={t("passwordHint")}
            error={errors.new_password1}
          />
          <TextField
            label={t("confirmPassword")}
            name="new_password2"
            type="password"
            autoComplete="new-password"
            error={errors.new_password2}
          />
          <Button type="submit" busy={state === "loading"}>
            {t("setPassword")}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
