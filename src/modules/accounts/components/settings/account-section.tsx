"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { SessionUserDto } from "../../dto";
import { ACCOUNT_MESSAGES } from "../../messages";
import { addEmailSchema } from "../../schemas";
import { accountApi } from "../../client/account-api";
import { describeFailure } from "../../client/api-client";
import { useAccountText, useFieldErrors, type FieldErrors } from "../../client/use-account-text";
import { useSignOut } from "./use-sign-out";
import { useUserUpdate } from "./use-user-update";

export function AccountSection({ user, home }: { user: SessionUserDto; home: string }) {
  const t = useTranslations("accounts");
  const text = useAccountText();
  const fieldErrors = useFieldErrors();
  const updateUser = useUserUpdate();
  const { signOut, busy: signingOut } = useSignOut(home);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<"idle" | "saving" | "saved">("idle");
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = addEmailSchema.safeParse({ email: new FormData(event.currentTarget).get("email") });
    setFailure(null);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setState("saving");
    try {
      updateUser(await accountApi.addEmail(user.pk, parsed.data.email));
      setState("saved");
    } catch (error) {
      setFailure(text((await describeFailure(error, ACCOUNT_MESSAGES.profileUpdateFailed)).message));
      setState("idle");
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted text-sm font-semibold">{t("accountStatus")}</dt>
        <dd>
          <Badge tone={user.status === "premium" ? "accent" : "neutral"}>
            {user.status === "premium" ? t("statusPremium") : t("statusRegistered")}
          </Badge>
        </dd>
      </dl>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {state === "saved" ? <Alert tone="success">{t("saved")}</Alert> : null}
        <TextField
          key={user.email}
          label={t("accountEmail")}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={user.email}
          error={errors.email}
        />
        <Button type="submit" variant="secondary" busy={state === "saving"} className="self-start">
          {t("changeEmail")}
        </Button>
      </form>
      <Button variant="secondary" busy={signingOut} onClick={signOut} className="self-start">
        {t("signOut")}
      </Button>
    </div>
  );
}
