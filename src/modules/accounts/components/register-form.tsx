"use client";

import { useTranslations } from "next-intl";
import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { Link } from "@/i18n/navigation";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { registerSchema } from "../schemas";
import { accountApi } from "../client/account-api";
import { useAccountModals } from "../client/stores";
import { useFailureText } from "../client/use-account-text";
import { useAccountForm } from "../client/use-account-form";
import { useRememberUser } from "../client/use-session";
import { GoogleButton } from "./google-button";
import { ForgotPasswordDialog } from "./password-dialogs";
import { TermsLabel } from "./terms-label";

/** The form requires the terms even though API callers may leave them out. */
const registerFormSchema = registerSchema.required({ terms: true });

/** Registration: names, email, password and the terms; a taken address offers a password reset. */
export function RegisterForm({ googleEnabled, home }: { googleEnabled: boolean; home: string }) {
  const t = useTranslations("accounts");
  const failureText = useFailureText();
  const router = useRouter();
  const params = useSearchParams();
  const callbackUrl = safeRedirectPath(params.get("callbackUrl"), home);
  const remember = useRememberUser();
  const [takenEmail, setTakenEmail] = useState("");
  const [existsOpen, setExistsOpen] = useState(false);
  const form = useAccountForm({
    schema: registerFormSchema,
    read: (data) => ({
      firstName: data.get("firstName"),
      lastName: data.get("lastName"),
      email: data.get("email"),
      password: data.get("password"),
      terms: data.get("terms") === "on",
    }),
    fallback: "registrationFailed",
    action: async (values) => {
      // Kept for the reset dialog, should the address turn out to be taken.
      setTakenEmail(values.email);
      remember((await accountApi.register(values)).user);
      router.replace(callbackUrl);
    },
    // A taken address is not an error to read but a choice: the dialog offers a password reset.
    explain: (failure) => {
      if (failure.code !== "ALREADY_EXISTS") return failureText(failure, "registrationFailed");
      setExistsOpen(true);
      return null;
    },
  });

  return (
    <div className="flex flex-col gap-5">
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("firstName")} name="firstName" autoComplete="given-name" error={form.errors.firstName} />
          <TextField label={t("lastName")} name="lastName" autoComplete="family-name" error={form.errors.lastName} />
        </div>
        <TextField label={t("email")} name="email" type="email" autoComplete="email" error={form.errors.email} />
        <TextField
          label={t("password")}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={t("passwordHint")}
          error={form.errors.password}
        />
        <CheckboxField name="terms" label={<TermsLabel />} error={form.errors.terms} />
        <Button type="submit" busy={form.busy || form.done}>
          {form.busy || form.done ? t("registering") : t("register")}
        </Button>
      </form>
      {googleEnabled ? (
        <GoogleButton callbackUrl={`/auth/signin?sso=1&callbackUrl=${encodeURIComponent(callbackUrl)}`} />
      ) : null}
      <p className="text-center text-sm">
        {t("haveAccount")}{" "}
        <Link
          href={{ pathname: "/auth/signin", query: params.get("callbackUrl") ? { callbackUrl } : {} }}
          className="text-link"
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
