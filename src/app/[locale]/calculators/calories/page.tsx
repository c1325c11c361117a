import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { localizedAlternates } from "@/i18n/alternates";
import { CalculatorPage } from "@/modules/content/components/calculator-page";
import { CaloriesForm } from "@/modules/content/components/calculators/calories-form";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "content.calculators.calories" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: localizedAlternates("/calculators/calories", locale),
  };
}

export default async function CaloriesCalculatorPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "content.calculators.calories" });
  return (
    <CalculatorPage
      locale={locale}
      title={t("title")}
      description={t("description")}
      form={<CaloriesForm />}
      how={[t("how1"), t("how2"), t("how3")]}
      formulas={[t("formulaMale"), t("formulaFemale"), t("formulaDaily")]}
      source={t("sourceText")}
    />
  );
}
