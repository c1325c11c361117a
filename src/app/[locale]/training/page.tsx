import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { userPageContext } from "@/app/_server/page-context";
import { ExtraMessages } from "@/components/layout/extra-messages";
import type { Locale } from "@/config/locales";
import { TrainingOverview } from "@/modules/workouts/components/training/training-overview";
import { TrainingPitch } from "@/modules/workouts/components/training/training-pitch";
import { loadTrainingPage } from "@/modules/workouts/server/load-training-page";

/** Per user: never cached, never built ahead. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "training" });
  return { title: t("title"), description: t("description"), robots: { index: false } };
}

export default async function Training({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = await loadTrainingPage(await userPageContext(locale, "/training"));
  return (
    <div className="sm:py-4">
      {page ? (
        <ExtraMessages namespaces={["training"]}>
          <TrainingOverview {...page} />
        </ExtraMessages>
      ) : (
        <TrainingPitch />
      )}
    </div>
  );
}
