import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { userPageContext } from "@/app/_server/page-context";
import { ExtraMessages } from "@/components/layout/extra-messages";
import type { Locale } from "@/config/locales";
import { GeneratedWorkoutView } from "@/modules/workouts/components/generator/generated-workout-view";

/** Per user: never cached, never built ahead. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "generator.result" });
  return { title: t("title"), robots: { index: false } };
}

/** The plan lives on the device (made before signing in, perhaps); this page draws it for a signed-in user. */
export default async function GeneratedWorkoutPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await userPageContext(locale, "/workout-generator/workout-detail");
  return (
    <ExtraMessages namespaces={["generator", "workouts", "share"]}>
      <GeneratedWorkoutView />
    </ExtraMessages>
  );
}
