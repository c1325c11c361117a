"use client";

import { useTranslations } from "next-intl";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import type { SessionUserDto } from "../dto";
import { profileFormSchema } from "../schemas";
import { accountApi } from "../client/account-api";
import { useAccountModals } from "../client/stores";
import { useAccountForm } from "../client/use-account-form";
import { TermsLabel } from "./terms-label";

const almostDoneSchema = profileFormSchema
  .pick({ first_name: true, last_name: true })
  .extend({ terms: z.literal(true, "acceptTerms") });

/** After a first Google sign-in: the names Google did not give us, and the terms. */
export function AlmostDoneDialog({ user, onDone }: { user: SessionUserDto; onDone: (user: SessionUserDto) => void }) {
  const t = useTranslations("accounts");
  const open = useAccountModals((state) => state.open === "almostDone");
  const form = useAccountForm({
    schema: almostDoneSchema,
    read: (data) => ({
      first_name: data.get("first_name"),
      last_name: data.get("last_name"),
      terms: data.get("terms") === "on",
    }),
    fallback: "profileUpdateFailed",
    action: async ({ first_name, last_name }) => {
      const updated = await accountApi.updateProfile(user.pk, { first_name, last_name });
      useAccountModals.getState().show(null);
      onDone(updated);
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onDone(user)}
      title={t("almostDoneTitle")}
      description={t("almostDoneText")}
      closeLabel={t("close")}
    >
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
        {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
        <TextField
          label={t("firstName")}
          name="first_name"
          defaultValue={user.first_name}
          error={form.errors.first_name}
        />
        <TextField label={t("lastName")} name="last_name" defaultValue={user.last_name} error={form.errors.last_name} />
        <CheckboxField name="terms" label={<TermsLabel />} error={form.errors.terms} />
        <Button type="submit" busy={form.busy}>
          {t("finish")}
        </Button>
      </form>
    </Dialog>
  );
}
