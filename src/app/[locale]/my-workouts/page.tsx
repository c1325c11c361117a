import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { userPageContext } from "@/app/_server/page-context";
import { ExtraMessages } from "@/components/layout/extra-messages";
import type { Locale } from "@/config/locales";
import { MyWorkoutsView } from "@/modules/workouts/components/my-workouts-view";
import { loadMyWorkoutsPage } from "@/modules/workouts/server/load-my-workouts-page";

/** Per user: never cached, never built ahead. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "workouts.mine" });
  return { title: t("title"), robots: { index: false } };
}

export default async function MyWorkouts({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = await loadMyWorkoutsPage(await userPageContext(locale, "/my-workouts"));
  return (
    <ExtraMessages namespaces={["workouts", "builder", "offlineLibrary"]}>
      <MyWorkoutsView locale={locale} {...page} />
    </ExtraMessages>
  );
}
