"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { useAccountModal } from "../client/stores";

/** Shown when a Google sign-in could not finish (refused consent, expired state, provider error). */
export function SsoDialog() {
  const t = useTranslations("accounts");
  return (
    <Dialog {...useAccountModal("sSO")} title={t("ssoTitle")} description={t("ssoText")} closeLabel={t("close")} />
  );
}

/** Confirms that Google now signs in to this account too. */
export function SocialConnectedDialog() {
  const t = useTranslations("accounts");
  return (
    <Dialog
      {...useAccountModal("socialConnected")}
      title={t("socialConnectedTitle")}
      description={t("socialConnectedText")}
      closeLabel={t("close")}
    />
  );
}
