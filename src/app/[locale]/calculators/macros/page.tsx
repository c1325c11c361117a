import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { localizedAlternates } from "@/i18n/alternates";
import { CalculatorPage } from "@/modules/content/components/calculator-page";
import { MacrosForm } from "@/modules/content/components/calculators/macros-form";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "content.calculators.macros" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: localizedAlternates("/calculators/macros", locale),
  };
}

export default async function MacrosCalculatorPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "content.calculators.macros" });
  return (
    <CalculatorPage
      locale={locale}
      title={t("title")}
      description={t("description")}
      form={<MacrosForm />}
      how={[t("how1"), t("how2")]}
      formulas={[t("formulaText")]}
      source={t("sourceText")}
    />
  );
}
