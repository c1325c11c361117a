"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { SessionUserDto } from "../../dto";
import { accountApi } from "../../client/account-api";
import { useForgetUser } from "../../client/use-session";

/** Deletes the account after the user types the confirmation word; then the device forgets them. */
export function DeleteSection({ user, home }: { user: SessionUserDto; home: string }) {
  const t = useTranslations("accounts");
  const forget = useForgetUser();
  const [confirmation, setConfirmation] = useState("");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const locale = useLocale();
  // Locale-aware: Turkish "sil" must match "SİL".
  const confirmed = confirmation.trim().toLocaleUpperCase(locale) === t("deleteConfirmWord").toLocaleUpperCase(locale);
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="info">{t("deleteText")}</Alert>
      {failed ? <Alert tone="error">{t("deleteFailed")}</Alert> : null}
      <TextField
        label={t("deleteConfirmLabel")}
        name="confirmation"
        autoComplete="off"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <Button
        variant="danger"
        className="self-start"
        disabled={!confirmed}
        busy={busy}
        onClick={async () => {
          setBusy(true);
          setFailed(false);
          try {
            await accountApi.deleteAccount(user.pk);
            await forget();
            window.location.assign(home);
          } catch {
            setFailed(true);
            setBusy(false);
          }
        }}
      >
        {busy ? t("deleting") : t("deleteButton")}
      </Button>
    </div>
  );
}
