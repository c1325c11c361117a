"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextField } from "@/components/ui/text-field";
import { LOCALE_LABELS, LOCALES } from "@/config/locales";
import type { SessionUserDto } from "../../dto";
import { profileFormSchema } from "../../schemas";
import { accountApi } from "../../client/account-api";
import { usePrefixedFailureText } from "../../client/use-account-text";
import { useAccountForm } from "../../client/use-account-form";
import { useRememberUser } from "../../client/use-session";

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
  const failureText = usePrefixedFailureText();
  const remember = useRememberUser();
  const form = useAccountForm({
    schema: profileFormSchema,
    read: (data) => ({
      first_name: data.get("first_name"),
      last_name: data.get("last_name"),
      email: data.get("email"),
      gender: data.get("gender") ?? undefined,
      language: data.get("language"),
      newsletter: data.get("newsletter") === "on",
    }),
    fallback: "profileUpdateFailed",
    action: async (values) => {
      remember(await accountApi.updateProfile(user.pk, values));
      onDirtyChange(false);
    },
    explain: (failure) => failureText(failure, "profileUpdateFailed"),
  });

  return (
    <form
      onSubmit={form.onSubmit}
      onChange={() => {
        onDirtyChange(true);
        form.reset();
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      {form.done ? <Alert tone="success">{t("saved")}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("firstName")}
          name="first_name"
          autoComplete="given-name"
          defaultValue={user.first_name}
          error={form.errors.first_name}
        />
        <TextField
          label={t("lastName")}
          name="last_name"
          autoComplete="family-name"
          defaultValue={user.last_name}
          error={form.errors.last_name}
        />
      </div>
      <TextField
        label={t("email")}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={user.email}
        error={form.errors.email}
      />
      <fieldset className="flex flex-col gap-2" aria-invalid={form.errors.gender ? true : undefined}>
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
        {form.errors.gender ? (
          <p className="text-sm font-medium text-red-700 dark:text-red-400">{form.errors.gender}</p>
        ) : null}
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
      <Button type="submit" busy={form.busy} className="self-start">
        {form.busy ? t("saving") : t("save")}
      </Button>
    </form>
  );
}
