"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { SessionUserDto } from "../../dto";
import { addEmailSchema } from "../../schemas";
import { accountApi } from "../../client/account-api";
import { useAccountForm } from "../../client/use-account-form";
import { useRememberUser } from "../../client/use-session";
import { useSignOut } from "./use-sign-out";

export function AccountSection({ user, home }: { user: SessionUserDto; home: string }) {
  const t = useTranslations("accounts");
  const remember = useRememberUser();
  const { signOut, busy: signingOut } = useSignOut(home);
  const form = useAccountForm({
    schema: addEmailSchema,
    read: (data) => ({ email: data.get("email") }),
    fallback: "profileUpdateFailed",
    action: async ({ email }) => remember(await accountApi.addEmail(user.pk, email)),
  });

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
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
        {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
        {form.done ? <Alert tone="success">{t("saved")}</Alert> : null}
        <TextField
          key={user.email}
          label={t("accountEmail")}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={user.email}
          error={form.errors.email}
        />
        <Button type="submit" variant="secondary" busy={form.busy} className="self-start">
          {t("changeEmail")}
        </Button>
      </form>
      <Button variant="secondary" busy={signingOut} onClick={signOut} className="self-start">
        {t("signOut")}
      </Button>
    </div>
  );
}
