"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import type { SessionUserDto } from "../dto";
import { ACCOUNT_MESSAGES } from "../messages";
import { profileFormSchema } from "../schemas";
import { accountApi } from "../client/account-api";
import { describeFailure } from "../client/api-client";
import { useAccountModals } from "../client/stores";
import { useAccountText, useFieldErrors, type FieldErrors } from "../client/use-account-text";

const almostDoneSchema = profileFormSchema
  .pick({ first_name: true, last_name: true })
  .extend({ terms: z.literal(true, ACCOUNT_MESSAGES.acceptTerms) });

/** After a first Google sign-in: the names Google did not give us, and the terms. */
export function AlmostDoneDialog({ user, onDone }: { user: SessionUserDto; onDone: (user: SessionUserDto) => void }) {
  const t = useTranslations("accounts");
  const text = useAccountText();
  const fieldErrors = useFieldErrors();
  const open = useAccountModals((state) => state.open === "almostDone");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = almostDoneSchema.safeParse({
      first_name: form.get("first_name"),
      last_name: form.get("last_name"),
      terms: form.get("terms") === "on",
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const { first_name, last_name } = parsed.data;
      const updated = await accountApi.updateProfile(user.pk, { first_name, last_name });
      useAccountModals.getState().show(null);
      onDone(updated);
    } catch (error) {
      setFailure(text((await describeFailure(error, ACCOUNT_MESSAGES.profileUpdateFailed)).message));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onDone(user)}
      title={t("almostDoneTitle")}
      description={t("almostDoneText")}
      closeLabel={t("close")}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField label={t("firstName")} name="first_name" defaultValue={user.first_name} error={errors.first_name} />
        <TextField label={t("lastName")} name="last_name" defaultValue={user.last_name} error={errors.last_name} />
        <CheckboxField name="terms" label={t("acceptTerms")} error={errors.terms} />
        <Button type="submit" busy={busy}>
          {t("finish")}
        </Button>
      </form>
    </Dialog>
  );
}
