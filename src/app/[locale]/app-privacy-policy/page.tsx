import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { LegalPage, legalMetadata } from "@/modules/content/components/legal-page";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return legalMetadata((await params).locale, "appPrivacy");
}

export default async function AppPrivacyPolicyPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LegalPage locale={locale} page="appPrivacy" />;
}
