import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ExtraMessages } from "@/components/layout/extra-messages";
import { localePath, type Locale } from "@/config/locales";
import type { SessionUserDto } from "../../dto";
import { settingsTab } from "./settings-tabs";
import { SettingsView } from "./settings-view";

/** The settings screen shared by /settings and /settings/user/account. */
export async function SettingsPage({
  locale,
  user,
  tab,
  googleEnabled,
  justConnected,
  plan,
  data,
}: {
  locale: Locale;
  user: SessionUserDto;
  tab: string | undefined;
  googleEnabled: boolean;
  justConnected: boolean;
  /** The plan and its billing, from the billing module (accounts knows no plans). */
  plan?: ReactNode;
  /** What the user owns, to download or bring in (from the workouts module), after the settings. */
  data?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "accounts" });
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("settingsTitle")}</h1>
      <p className="text-muted mt-1 mb-6">{t("settingsIntro")}</p>
      {plan ? <div className="mb-6">{plan}</div> : null}
      <ExtraMessages namespaces={["accounts"]}>
        <SettingsView
          initialUser={user}
          initialTab={settingsTab(tab)}
          googleEnabled={googleEnabled}
          home={localePath(locale, "/")}
          justConnected={justConnected}
        />
      </ExtraMessages>
      {data}
    </div>
  );
}
