"use client";

import { useTranslations } from "next-intl";
import { useRouter, useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { Link } from "@/i18n/navigation";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { loginSchema } from "../schemas";
import { accountApi } from "../client/account-api";
import { useAccountModals } from "../client/stores";
import { useAccountForm } from "../client/use-account-form";
import { useRememberUser } from "../client/use-session";
import { GoogleButton } from "./google-button";

type Props = { googleEnabled: boolean; home: string };

/**
 * The sign-in form; afterwards the user lands on `callbackUrl` (a path on this site) or home.
 * Reading the query leaves this boundary to the browser on a prerendered page, so the served HTML
 * holds the same form, inert, in its place: nothing moves when the live one takes over, and nothing
 * can be sent or followed before it has the query.
 */
export function SignInForm(props: Props) {
  return (
    <Suspense
      fallback={
        <div inert>
          <SignInFields {...props} callbackParam={null} />
        </div>
      }
    >
      <SignInWithQuery {...props} />
    </Suspense>
  );
}

function SignInWithQuery(props: Props) {
  const params = useSearchParams();
  return (
    <div>
      <SignInFields {...props} callbackParam={params.get("callbackUrl")} />
    </div>
  );
}

function SignInFields({ googleEnabled, home, callbackParam }: Props & { callbackParam: string | null }) {
  const t = useTranslations("accounts");
  const router = useRouter();
  const callbackUrl = safeRedirectPath(callbackParam, home);
  const remember = useRememberUser();
  const form = useAccountForm({
    schema: loginSchema,
    read: (data) => ({ email: data.get("email"), password: data.get("password") }),
    fallback: "loginFailed",
    action: async (values) => {
      remember((await accountApi.login(values)).user);
      router.replace(callbackUrl);
    },
  });

  return (
    <div className="flex flex-col gap-5">
      {form.failure ? (
        <Alert tone="error">
          <strong className="block">{t("loginFailedTitle")}</strong>
          {form.failure}
        </Alert>
      ) : null}
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t("email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={form.errors.email}
        />
        <TextField
          label={t("password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={form.errors.password}
        />
        <button
          type="button"
          className="text-link self-end text-sm"
          onClick={() => useAccountModals.getState().show("forgotPassword")}
        >
          {t("forgotPassword")}
        </button>
        {/* Still busy once done: the page is on its way to the callback. */}
        <Button type="submit" busy={form.busy || form.done}>
          {form.busy || form.done ? t("signingIn") : t("signIn")}
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
        <Link href={{ pathname: "/auth/register", query: callbackParam ? { callbackUrl } : {} }} className="text-link">
          {t("createAccount")}
        </Link>
      </p>
    </div>
  );
}
