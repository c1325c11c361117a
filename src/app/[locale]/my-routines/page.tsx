import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { userPageContext } from "@/app/_server/page-context";
import type { Locale } from "@/config/locales";
import { MyRoutinesView } from "@/modules/content/routines/components/my-routines-view";
import { loadMyRoutinesPage } from "@/modules/content/routines/server/load-my-routines-page";

/** Per user: never cached, never built ahead. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "routines.mine" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function MyRoutines({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = await loadMyRoutinesPage(await userPageContext(locale, "/my-routines"));
  return <MyRoutinesView locale={locale} {...page} />;
}
