import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { localizedAlternates } from "@/i18n/alternates";
import { CalculatorPage } from "@/modules/content/components/calculator-page";
import { OneRepMaxForm } from "@/modules/content/components/calculators/one-rep-max-form";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "content.calculators.oneRepMax" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: localizedAlternates("/calculators/one-rep-max", locale),
  };
}

export default async function OneRepMaxCalculatorPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "content.calculators.oneRepMax" });
  return (
    <CalculatorPage
      locale={locale}
      title={t("title")}
      description={t("description")}
      form={<OneRepMaxForm />}
      how={[t("how1"), t("how2")]}
      formulas={[t("formulaText")]}
      source={t("sourceText")}
    />
  );
}
