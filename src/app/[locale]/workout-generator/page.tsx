import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { pageContext } from "@/app/_server/page-context";
import { ExtraMessages } from "@/components/layout/extra-messages";
import type { Locale } from "@/config/locales";
import { localizedAlternates } from "@/i18n/alternates";
import { GeneratorWizard } from "@/modules/workouts/components/generator/generator-wizard";
import { loadGeneratorPage } from "@/modules/workouts/server/load-generator-page";

type Props = { params: Promise<{ locale: Locale }> };

// Goals, levels and equipment come from the database, which the build never opens.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "generator" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: localizedAlternates("/workout-generator", locale),
  };
}

export default async function WorkoutGeneratorPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const data = await loadGeneratorPage(await pageContext(locale));
  return (
    <ExtraMessages namespaces={["generator"]}>
      <GeneratorWizard {...data} />
    </ExtraMessages>
  );
}
