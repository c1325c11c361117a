"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { createPasswordSchema, forgotPasswordSchema } from "../schemas";
import { accountApi } from "../client/account-api";
import { useAccountModal } from "../client/stores";
import { useAccountForm } from "../client/use-account-form";
import { NewPasswordFields } from "./new-password-fields";

/** Asks for the account's email and sends the reset link (the answer never says whether it exists). */
export function ForgotPasswordDialog({ defaultEmail = "" }: { defaultEmail?: string }) {
  const t = useTranslations("accounts");
  const modal = useAccountModal("forgotPassword");
  const form = useAccountForm({
    schema: forgotPasswordSchema,
    read: (data) => ({ email: data.get("email") }),
    fallback: "passwordUpdateFailed",
    action: async ({ email }) => {
      await accountApi.forgotPassword(email);
    },
  });

  return (
    <Dialog
      {...modal}
      onOpenChange={(next) => {
        modal.onOpenChange(next);
        if (!next) form.reset();
      }}
      title={t("forgotTitle")}
      description={t("forgotText")}
      closeLabel={t("close")}
    >
      {form.done ? (
        <Alert tone="success">{t("forgotSent")}</Alert>
      ) : (
        <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
          {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
          <TextField
            label={t("email")}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={defaultEmail}
            error={form.errors.email}
          />
          <Button type="submit" busy={form.busy}>
            {form.busy ? t("sending") : t("sendLink")}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

/** Sets a new password: from a reset link (`token`) or, without one, for a Google-only account. */
export function CreatePasswordDialog({ pk, token, onDone }: { pk: string; token?: string; onDone?: () => void }) {
  const t = useTranslations("accounts");
  const modal = useAccountModal("createPassword");
  const form = useAccountForm({
    schema: createPasswordSchema,
    read: (data) => ({ new_password1: data.get("new_password1"), new_password2: data.get("new_password2"), token }),
    fallback: "passwordUpdateFailed",
    action: async (values) => {
      await accountApi.createPassword(pk, values);
      onDone?.();
    },
  });

  return (
    <Dialog {...modal} title={t("createPasswordTitle")} description={t("createPasswordText")} closeLabel={t("close")}>
      {form.done ? (
        <Alert tone="success">{t("passwordSet")}</Alert>
      ) : (
        <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
          {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
          <NewPasswordFields errors={form.errors} />
          <Button type="submit" busy={form.busy}>
            {t("setPassword")}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
