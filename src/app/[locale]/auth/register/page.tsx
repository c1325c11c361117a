import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { ExtraMessages } from "@/components/layout/extra-messages";
import { localePath, type Locale } from "@/config/locales";
import { localizedAlternates } from "@/i18n/alternates";
import { AuthCard } from "@/modules/accounts/components/auth-card";
import { RegisterForm } from "@/modules/accounts/components/register-form";
import { googleCredentials } from "@/modules/accounts/server/accounts";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "accounts" });
  return { title: t("registerTitle"), alternates: localizedAlternates("/auth/register", locale) };
}

export default async function RegisterPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "accounts" });
  return (
    <AuthCard title={t("registerTitle")} intro={t("registerIntro")}>
      <ExtraMessages namespaces={["accounts"]}>
        <Suspense>
          <RegisterForm googleEnabled={!!googleCredentials()} home={localePath(locale, "/")} />
        </Suspense>
      </ExtraMessages>
    </AuthCard>
  );
}
