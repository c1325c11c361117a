"use client";

import { useTranslations } from "next-intl";
import { useRouter, useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { Link } from "@/i18n/navigation";
import { ACCOUNT_MESSAGES } from "../messages";
import { safeCallbackPath } from "../rules";
import { loginSchema } from "../schemas";
import { accountApi } from "../client/account-api";
import { describeFailure } from "../client/api-client";
import { useAccountModals } from "../client/stores";
import { useAccountText, useFieldErrors, type FieldErrors } from "../client/use-account-text";
import { GoogleButton } from "./google-button";
import { useSignedIn } from "./use-signed-in";

/** The sign-in form; afterwards the user lands on `callbackUrl` (a path on this site) or home. */
export function SignInForm({ googleEnabled, home }: { googleEnabled: boolean; home: string }) {
  const t = useTranslations("accounts");
  const text = useAccountText();
  const fieldErrors = useFieldErrors();
  const router = useRouter();
  const params = useSearchParams();
  const callbackUrl = safeCallbackPath(params.get("callbackUrl"), home);
  const signedIn = useSignedIn();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = loginSchema.safeParse({ email: form.get("email"), password: form.get("password") });
    setFailure(null);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const { user } = await accountApi.login(parsed.data);
      signedIn(user);
      router.replace(callbackUrl);
    } catch (error) {
      setFailure(text((await describeFailure(error, ACCOUNT_MESSAGES.loginFailed)).message));
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      {failure ? (
        <Alert tone="error">
          <strong className="block">{t("loginFailedTitle")}</strong>
          {failure}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label={t("email")} name="email" type="email" autoComplete="email" required error={errors.email} />
        <TextField
          label={t("password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <button
          type="button"
          className="self-end text-sm font-semibold text-[var(--color-accent-strong)] hover:underline dark:text-[var(--color-accent-2)]"
          onClick={() => useAccountModals.getState().show("forgotPassword")}
        >
          {t("forgotPassword")}
        </button>
        <Button type="submit" busy={busy}>
          {busy ? t("signingIn") : t("signIn")}
        </Button>
      </form>
      {googleEnabled ? (
        <>
          <p className="text-muted flex items-center gap-3 text-sm before:h-px before:flex-1 before:bg-[var(--border)] after:h-px after:flex-1 after:bg-[var(--border)]">
            {t("or")}
          </p>
          <GoogleButton callbackUrl={`/auth/signin?sso=1&callbackUrl=${encodeURIComponent(callbackUrl)}`} />
        </>
      ) : null}
      <p className="text-center text-sm">
        {t("noAccount")}{" "}
        <Link
          href={{ pathname: "/auth/register", query: params.get("callbackUrl") ? { callbackUrl } : {} }}
          className="font-semibold text-[var(--color-accent-strong)] hover:underline dark:text-[var(--color-accent-2)]"
        >
          {t("createAccount")}
        </Link>
      </p>
    </div>
  );
}
