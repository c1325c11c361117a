import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { ExtraMessages } from "@/components/layout/extra-messages";
import { localePath, type Locale } from "@/config/locales";
import { localizedAlternates } from "@/i18n/alternates";
import { AuthCard } from "@/modules/accounts/components/auth-card";
import { SignInForm } from "@/modules/accounts/components/sign-in-form";
import { SignInReturn } from "@/modules/accounts/components/sign-in-return";
import { googleCredentials } from "@/modules/accounts/server/accounts";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "accounts" });
  return {
    title: t("signInTitle"),
    alternates: localizedAlternates("/auth/signin", locale),
    robots: { index: false },
  };
}

export default async function SignInPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "accounts" });
  const home = localePath(locale, "/");
  return (
    <AuthCard title={t("signInTitle")} intro={t("signInIntro")}>
      <ExtraMessages namespaces={["accounts"]}>
        <Suspense>
          <SignInForm googleEnabled={!!googleCredentials()} home={home} />
          <SignInReturn home={home} />
        </Suspense>
      </ExtraMessages>
    </AuthCard>
  );
}
