"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { SessionUserDto } from "../../dto";
import { passwordUpdateSchema } from "../../schemas";
import { accountApi } from "../../client/account-api";
import { useAccountModals } from "../../client/stores";
import { usePrefixedFailureText } from "../../client/use-account-text";
import { useAccountForm } from "../../client/use-account-form";
import { NewPasswordFields } from "../new-password-fields";
import { CreatePasswordDialog } from "../password-dialogs";

/** Change the password; an account that signs in with Google only sets its first one instead. */
export function PasswordSection({ user, onPasswordSet }: { user: SessionUserDto; onPasswordSet: () => void }) {
  const t = useTranslations("accounts");
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
  return <ChangePasswordForm />;
}

function ChangePasswordForm() {
  const t = useTranslations("accounts");
  const failureText = usePrefixedFailureText();
  const form = useAccountForm({
    schema: passwordUpdateSchema,
    read: (data) => ({
      old_password: data.get("old_password"),
      new_password1: data.get("new_password1"),
      new_password2: data.get("new_password2"),
    }),
    fallback: "passwordUpdateFailed",
    action: async (values, formElement) => {
      await accountApi.updatePassword(values);
      formElement.reset();
    },
    explain: (failure) => failureText(failure, "passwordUpdateFailed"),
  });

  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      {form.done ? <Alert tone="success">{t("passwordUpdated")}</Alert> : null}
      <TextField
        label={t("currentPassword")}
        name="old_password"
        type="password"
        autoComplete="current-password"
        error={form.errors.old_password}
      />
      <NewPasswordFields errors={form.errors} />
      <Button type="submit" busy={form.busy} className="self-start">
        {t("updatePassword")}
      </Button>
    </form>
  );
}
