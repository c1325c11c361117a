import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { pageContext } from "@/app/_server/page-context";
import type { Locale } from "@/config/locales";
import { localizedAlternates } from "@/i18n/alternates";
import { listGoals } from "@/modules/catalogue/server/list-taxonomy";
import { GeneratorRules } from "@/modules/workouts/components/generator/generator-rules";

type Props = { params: Promise<{ locale: Locale }> };

// Goal names come from the database, which the build never opens.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "generator.rulesPage" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: localizedAlternates("/workout-generator/rules", locale),
  };
}

export default async function GeneratorRulesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageContext(locale);
  const goals = await listGoals(ctx.db, ctx.locale);
  return <GeneratorRules goals={goals.results} />;
}
