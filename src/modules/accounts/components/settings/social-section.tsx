"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { SessionUserDto } from "../../dto";
import { accountApi } from "../../client/account-api";
import { describeFailure } from "@/lib/http-client";
import { useFailureText } from "../../client/use-account-text";
import { GoogleButton } from "../google-button";
import { useRememberUser } from "../../client/use-session";

/** Google as a second way to sign in: connect (through Google's consent page) or disconnect. */
export function SocialSection({ user, googleEnabled }: { user: SessionUserDto; googleEnabled: boolean }) {
  const t = useTranslations("accounts");
  const failureText = useFailureText();
  const updateUser = useRememberUser();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!googleEnabled) return <p className="text-muted">{t("socialUnavailable")}</p>;
  const google = user.social_connections.find((connection) => connection.provider === "google");
  return (
    <div className="flex flex-col gap-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-[var(--border)] p-4">
        <div>
          <p className="font-semibold">Google</p>
          <p className="text-muted text-sm">{google ? t("googleConnected") : t("googleNotConnected")}</p>
        </div>
        {google ? (
          <Button
            variant="secondary"
            busy={busy}
            onClick={async () => {
              setBusy(true);
              setFailure(null);
              try {
                await accountApi.disconnectSocial(google.id);
                updateUser(await accountApi.session());
              } catch (error) {
                setFailure(failureText(await describeFailure(error, ""), "lastSignInMethod"));
              } finally {
                setBusy(false);
              }
            }}
          >
            {t("disconnect")}
          </Button>
        ) : (
          <div className="w-full sm:w-auto">
            <GoogleButton callbackUrl="/settings?tab=social&connected=google" />
          </div>
        )}
      </div>
    </div>
  );
}
