"use client";

import { useTranslations } from "next-intl";
import { useRouter, useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { Link } from "@/i18n/navigation";
import { ACCOUNT_MESSAGES } from "../messages";
import { safeCallbackPath } from "../rules";
import { registerSchema } from "../schemas";
import { accountApi } from "../client/account-api";
import { describeFailure } from "../client/api-client";
import { useAccountModals } from "../client/stores";
import { useAccountText, useFieldErrors, type FieldErrors } from "../client/use-account-text";
import { GoogleButton } from "./google-button";
import { ForgotPasswordDialog } from "./password-dialogs";
import { useSignedIn } from "./use-signed-in";

/** Registration: names, email, password and the terms; a taken address offers a password reset. */
export function RegisterForm({ googleEnabled, home }: { googleEnabled: boolean; home: string }) {
  const t = useTranslations("accounts");
  const text = useAccountText();
  const fieldErrors = useFieldErrors();
  const router = useRouter();
  const params = useSearchParams();
  const callbackUrl = safeCallbackPath(params.get("callbackUrl"), home);
  const signedIn = useSignedIn();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [takenEmail, setTakenEmail] = useState("");
  const [existsOpen, setExistsOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = registerSchema.required({ terms: true }).safeParse({
      firstName: form.get("firstName"),
      lastName: form.get("lastName"),
      email: form.get("email"),
      password: form.get("password"),
      terms: form.get("terms") === "on",
    });
    setFailure(null);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const { user } = await accountApi.register(parsed.data);
      signedIn(user);
      router.replace(callbackUrl);
    } catch (error) {
      const { status, message } = await describeFailure(error, ACCOUNT_MESSAGES.registrationFailed);
      if (status === 409) {
        setTakenEmail(parsed.data.email);
        setExistsOpen(true);
      } else setFailure(text(message));
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("firstName")} name="firstName" autoComplete="given-name" error={errors.firstName} />
          <TextField label={t("lastName")} name="lastName" autoComplete="family-name" error={errors.lastName} />
        </div>
        <TextField label={t("email")} name="email" type="email" autoComplete="email" error={errors.email} />
        <TextField
          label={t("password")}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={t("passwordHint")}
          error={errors.password}
        />
        <CheckboxField name="terms" label={t("acceptTerms")} error={errors.terms} />
        <Button type="submit" busy={busy}>
          {busy ? t("registering") : t("register")}
        </Button>
      </form>
      {googleEnabled ? (
        <GoogleButton callbackUrl={`/auth/signin?sso=1&callbackUrl=${encodeURIComponent(callbackUrl)}`} />
      ) : null}
      <p className="text-center text-sm">
        {t("haveAccount")}{" "}
        <Link
          href={{ pathname: "/auth/signin", query: params.get("callbackUrl") ? { callbackUrl } : {} }}
          className="font-semibold text-[var(--color-accent-strong)] hover:underline dark:text-[var(--color-accent-2)]"
        >
          {t("signIn")}
        </Link>
      </p>
      <Dialog
        open={existsOpen}
        onOpenChange={setExistsOpen}
        title={t("accountExistsTitle")}
        description={t("accountExistsText")}
        closeLabel={t("close")}
      >
        <Button
          className="w-full"
          onClick={() => {
            setExistsOpen(false);
            useAccountModals.getState().show("forgotPassword");
          }}
        >
          {t("resetPassword")}
        </Button>
      </Dialog>
      <ForgotPasswordDialog key={takenEmail} defaultEmail={takenEmail} />
    </div>
  );
}
