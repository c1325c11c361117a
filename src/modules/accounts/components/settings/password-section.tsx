"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { SessionUserDto } from "../../dto";
import { ACCOUNT_MESSAGES } from "../../messages";
import { passwordUpdateSchema } from "../../schemas";
import { accountApi } from "../../client/account-api";
import { describeFailure } from "../../client/api-client";
import { useAccountModals } from "../../client/stores";
import { useFailureText, useFieldErrors, type FieldErrors } from "../../client/use-account-text";
import { CreatePasswordDialog } from "../password-dialogs";

/** Change the password; an account that signs in with Google only sets its first one instead. */
export function PasswordSection({ user, onPasswordSet }: { user: SessionUserDto; onPasswordSet: () => void }) {
  const t = useTranslations("accounts");
  const failureText = useFailureText();
  const fieldErrors = useFieldErrors();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<"idle" | "saving" | "saved">("idle");
  const [failure, setFailure] = useState<string | null>(null);

  if (!user.has_password) {
    return (
      <div className="flex flex-col gap-4">
        <p>{t("noPasswordYet")}</p>
        <Button className="self-start" onClick={() => useAccountModals.getState().show("createPassword")}>
          {t("setPassword")}
        </Button>
        <CreatePasswordDialog pk={user.pk} onDone={onPasswordSet} />
      </div>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const parsed = passwordUpdateSchema.safeParse({
      old_password: form.get("old_password"),
      new_password1: form.get("new_password1"),
      new_password2: form.get("new_password2"),
    });
    setFailure(null);
    setState("idle");
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setState("saving");
    try {
      await accountApi.updatePassword(parsed.data);
      formElement.reset();
      setState("saved");
    } catch (error) {
      const { message } = await describeFailure(error, ACCOUNT_MESSAGES.passwordUpdateFailed);
      setFailure(failureText(message, ACCOUNT_MESSAGES.passwordUpdateFailed));
      setState("idle");
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {state === "saved" ? <Alert tone="success">{t("passwordUpdated")}</Alert> : null}
      <TextField
        label={t("currentPassword")}
        name="old_password"
        type="password"
        autoComplete="current-password"
        error={errors.old_password}
      />
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
      <Button type="submit" busy={state === "saving"} className="self-start">
        {t("updatePassword")}
      </Button>
    </form>
  );
}
