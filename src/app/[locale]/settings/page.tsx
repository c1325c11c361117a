import type { Metadata } from "next";
import { userPageContext } from "@/app/_server/page-context";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { SettingsPage } from "@/modules/accounts/components/settings/settings-page";
import { googleCredentials } from "@/modules/accounts/server/accounts";
import { ExtraMessages } from "@/components/layout/extra-messages";
import { SubscriptionPanel } from "@/modules/billing/components/subscription-panel";
import { DataTransferSection } from "@/modules/workouts/components/data-transfer/data-transfer-section";

/** Per user: never cached, never built ahead. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "accounts" });
  return { title: t("settingsTitle"), robots: { index: false } };
}

export default async function Settings({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const { user } = await userPageContext(locale, "/settings");
  return (
    <SettingsPage
      locale={locale}
      user={user}
      tab={query.tab}
      googleEnabled={!!googleCredentials()}
      justConnected={query.connected === "google"}
      plan={
        <ExtraMessages namespaces={["billing"]}>
          <SubscriptionPanel />
        </ExtraMessages>
      }
      data={<DataTransferSection user={user} />}
    />
  );
}
