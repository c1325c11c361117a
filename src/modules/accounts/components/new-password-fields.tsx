import { useTranslations } from "next-intl";
import { TextField } from "@/components/ui/text-field";
import type { FieldErrors } from "../client/use-account-text";

/** The new password and its confirmation, named as the spec's payloads name them. */
export function NewPasswordFields({ errors }: { errors: FieldErrors }) {
  const t = useTranslations("accounts");
  return (
    <>
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
    </>
  );
}
