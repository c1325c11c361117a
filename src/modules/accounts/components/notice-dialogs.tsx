"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { useAccountModals, type AccountModal } from "../client/stores";

function useModal(name: AccountModal) {
  const open = useAccountModals((state) => state.open === name);
  const show = useAccountModals((state) => state.show);
  return { open, onOpenChange: (next: boolean) => show(next ? name : null) };
}

/** Shown when a Google sign-in could not finish (refused consent, expired state, provider error). */
export function SsoDialog() {
  const t = useTranslations("accounts");
  return <Dialog {...useModal("sSO")} title={t("ssoTitle")} description={t("ssoText")} closeLabel={t("close")} />;
}

/** Confirms that Google now signs in to this account too. */
export function SocialConnectedDialog() {
  const t = useTranslations("accounts");
  return (
    <Dialog
      {...useModal("socialConnected")}
      title={t("socialConnectedTitle")}
      description={t("socialConnectedText")}
      closeLabel={t("close")}
    />
  );
}
