"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { SessionUserDto } from "../../dto";
import { accountApi } from "../../client/account-api";
import { useAccountModal, useAccountModals, useUserStore } from "../../client/stores";
import { SocialConnectedDialog } from "../notice-dialogs";
import { AccountSection } from "./account-section";
import { DeleteSection } from "./delete-section";
import { PasswordSection } from "./password-section";
import { ProfileSection } from "./profile-section";
import { SocialSection } from "./social-section";
import { SETTINGS_TABS, type SettingsTab } from "./settings-tabs";
import { useRememberUser } from "../../client/use-session";

const TAB_LABEL = {
  account: "tabAccount",
  profile: "tabProfile",
  password: "tabPassword",
  social: "tabSocial",
  delete: "tabDelete",
} as const;

/** Settings as tabs; leaving the profile with unsaved edits asks first (the unsaved-changes modal). */
export function SettingsView({
  initialUser,
  initialTab,
  googleEnabled,
  home,
  justConnected,
}: {
  initialUser: SessionUserDto;
  initialTab: SettingsTab;
  googleEnabled: boolean;
  home: string;
  justConnected: boolean;
}) {
  const t = useTranslations("accounts");
  const storedUser = useUserStore((state) => state.user);
  const user = storedUser?.pk === initialUser.pk ? storedUser : initialUser;
  const remember = useRememberUser();
  const [tab, setTab] = useState<SettingsTab>(initialTab);
  const [dirty, setDirty] = useState(false);
  const [pendingTab, setPendingTab] = useState<SettingsTab | null>(null);
  const unsaved = useAccountModal("unsavedChanges");

  useEffect(() => {
    remember(initialUser);
    const linked = initialUser.social_connections.some((connection) => connection.provider === "google");
    if (justConnected && linked) useAccountModals.getState().show("socialConnected");
    // The server's user is the truth when the page opens; later edits replace it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const show = (next: SettingsTab) => {
    setTab(next);
    window.history.replaceState(null, "", `?tab=${next}`);
  };

  const open = (next: SettingsTab) => {
    if (tab === "profile" && dirty && next !== "profile") {
      setPendingTab(next);
      unsaved.onOpenChange(true);
    } else show(next);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
      <div role="tablist" aria-label={t("settingsTitle")} className="flex flex-wrap gap-1 lg:flex-col">
        {SETTINGS_TABS.map((name) => (
          <button
            key={name}
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            onClick={() => open(name)}
            className={clsx(
              "min-h-11 shrink-0 rounded-full px-4 py-2 text-start text-sm font-semibold whitespace-nowrap",
              tab === name ? "bg-[var(--color-accent-strong)] text-white" : "hover:bg-[var(--bg)]",
            )}
          >
            {t(TAB_LABEL[name])}
          </button>
        ))}
      </div>
      <section
        role="tabpanel"
        id={`panel-${tab}`}
        aria-labelledby={`tab-${tab}`}
        className="surface rounded-3xl p-5 sm:p-7"
      >
        <h2 className="mb-5 text-xl font-bold">{t(TAB_LABEL[tab])}</h2>
        {tab === "account" ? <AccountSection user={user} home={home} /> : null}
        {tab === "profile" ? <ProfileSection user={user} onDirtyChange={setDirty} /> : null}
        {tab === "password" ? (
          <PasswordSection user={user} onPasswordSet={() => void accountApi.session().then(remember)} />
        ) : null}
        {tab === "social" ? <SocialSection user={user} googleEnabled={googleEnabled} /> : null}
        {tab === "delete" ? <DeleteSection user={user} home={home} /> : null}
      </section>
      <Dialog {...unsaved} title={t("unsavedTitle")} description={t("unsavedText")} closeLabel={t("keepEditing")}>
        <Button
          variant="danger"
          className="w-full"
          onClick={() => {
            setDirty(false);
            unsaved.onOpenChange(false);
            if (pendingTab) show(pendingTab);
          }}
        >
          {t("discard")}
        </Button>
      </Dialog>
      <SocialConnectedDialog />
    </div>
  );
}
