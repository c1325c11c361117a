import type { Metadata } from "next";
import { userPageContext } from "@/app/_server/page-context";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { SettingsPage } from "@/modules/accounts/components/settings/settings-page";
import { googleCredentials } from "@/modules/accounts/server/accounts";

/** Per user: never cached, never built ahead. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "accounts" });
  return { title: t("tabAccount"), robots: { index: false } };
}

/** The account area of the settings under its own address (spec: settings/user/account/). */
export default async function AccountSettings({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { user } = await userPageContext(locale, "/settings/user/account");
  return (
    <SettingsPage
      locale={locale}
      user={user}
      tab="account"
      googleEnabled={!!googleCredentials()}
      justConnected={false}
    />
  );
}
