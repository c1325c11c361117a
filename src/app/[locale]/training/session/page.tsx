import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { userPageContext } from "@/app/_server/page-context";
import { ExtraMessages } from "@/components/layout/extra-messages";
import { localePath, type Locale } from "@/config/locales";
import { TrainingSessionView } from "@/modules/workouts/components/training/training-session-view";

/** Per user: never cached, never built ahead. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "training.session" });
  return { title: t("heading"), robots: { index: false } };
}

/** The session itself lives on the device (it must survive a lost connection); this page draws it. */
export default async function TrainingSession({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { entitlements } = await userPageContext(locale, "/training/session");
  if (!entitlements.logSets) redirect(localePath(locale, "/training"));
  return (
    <div>
      <ExtraMessages namespaces={["training"]}>
        <TrainingSessionView />
      </ExtraMessages>
    </div>
  );
}
