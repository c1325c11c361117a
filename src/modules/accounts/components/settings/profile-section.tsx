"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextField } from "@/components/ui/text-field";
import { LOCALE_LABELS, LOCALES } from "@/config/locales";
import type { SessionUserDto } from "../../dto";
import { ACCOUNT_MESSAGES } from "../../messages";
import { profileFormSchema } from "../../schemas";
import { accountApi } from "../../client/account-api";
import { describeFailure } from "../../client/api-client";
import { useFailureText, useFieldErrors, type FieldErrors } from "../../client/use-account-text";
import { useUserUpdate } from "./use-user-update";

const fieldClass =
  "min-h-11 rounded-xl border border-[var(--border)] bg-[var(--surface)] px-3 py-2.5 text-base aria-[invalid=true]:border-red-600";

/** Profile fields, all required (spec §5); `onDirtyChange` lets the page warn before leaving. */
export function ProfileSection({
  user,
  onDirtyChange,
}: {
  user: SessionUserDto;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const t = useTranslations("accounts");
  const failureText = useFailureText();
  const fieldErrors = useFieldErrors();
  const updateUser = useUserUpdate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<"idle" | "saving" | "saved">("idle");
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = profileFormSchema.safeParse({
      first_name: form.get("first_name"),
      last_name: form.get("last_name"),
      email: form.get("email"),
      gender: form.get("gender") ?? undefined,
      language: form.get("language"),
      newsletter: form.get("newsletter") === "on",
    });
    setFailure(null);
    setState("idle");
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setState("saving");
    try {
      updateUser(await accountApi.updateProfile(user.pk, parsed.data));
      onDirtyChange(false);
      setState("saved");
    } catch (error) {
      const { message } = await describeFailure(error, ACCOUNT_MESSAGES.profileUpdateFailed);
      setFailure(failureText(message, ACCOUNT_MESSAGES.profileUpdateFailed));
      setState("idle");
    }
  }

  return (
    <form
      onSubmit={submit}
      onChange={() => {
        onDirtyChange(true);
        setState("idle");
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {state === "saved" ? <Alert tone="success">{t("saved")}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("firstName")}
          name="first_name"
          autoComplete="given-name"
          defaultValue={user.first_name}
          error={errors.first_name}
        />
        <TextField
          label={t("lastName")}
          name="last_name"
          autoComplete="family-name"
          defaultValue={user.last_name}
          error={errors.last_name}
        />
      </div>
      <TextField
        label={t("email")}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={user.email}
        error={errors.email}
      />
      <fieldset className="flex flex-col gap-2" aria-invalid={errors.gender ? true : undefined}>
        <legend className="text-sm font-semibold">{t("gender")}</legend>
        <div className="flex gap-5">
          {(["male", "female"] as const).map((gender) => (
            <label key={gender} className="flex items-center gap-2">
              <input
                type="radio"
                name="gender"
                value={gender}
                defaultChecked={user.profile.gender === gender}
                className="h-5 w-5 accent-[var(--color-accent-strong)]"
              />
              {t(gender)}
            </label>
          ))}
        </div>
        {errors.gender ? <p className="text-sm font-medium text-red-700 dark:text-red-400">{errors.gender}</p> : null}
      </fieldset>
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold">{t("language")}</span>
        <select name="language" defaultValue={user.profile.language} className={fieldClass}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_LABELS[locale]}
            </option>
          ))}
        </select>
      </label>
      <CheckboxField name="newsletter" label={t("newsletter")} defaultChecked={user.profile.newsletter} />
      <Button type="submit" busy={state === "saving"} className="self-start">
        {state === "saving" ? t("saving") : t("save")}
      </Button>
    </form>
  );
}
