import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { pageContext } from "@/app/_server/page-context";
import { ExtraMessages } from "@/components/layout/extra-messages";
import type { Locale } from "@/config/locales";
import { SharedPlanView } from "@/modules/workouts/components/generator/shared-plan-view";
import { parseSharedPlan } from "@/modules/workouts/generator/share-link";
import { generateForRequest } from "@/modules/workouts/server/generate-workout";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "generator.shared" });
  return { title: t("title"), robots: { index: false } };
}

/** A generated plan made again from its address (answers and seed); the language menu is off here (spec §5). */
export default async function SharedGeneratedWorkoutPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const request = parseSharedPlan(await searchParams);
  if (!request) notFound();
  const plan = await generateForRequest(await pageContext(locale), request).catch(() => null);
  if (!plan) notFound();
  return (
    <ExtraMessages namespaces={["generator"]}>
      <SharedPlanView plan={plan} />
    </ExtraMessages>
  );
}
