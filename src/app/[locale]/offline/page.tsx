import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { ExtraMessages } from "@/components/layout/extra-messages";
import { OfflinePages } from "@/components/layout/offline-pages";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "offline" });
  return { title: t("title"), robots: { index: false } };
}

/** What the service worker shows for a page never opened on this device while there is no connection. */
export default async function OfflinePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "offline" });
  return (
    <article className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("title")}</h1>
      <p className="text-muted mt-2">{t("description")}</p>
      <ExtraMessages namespaces={["offline"]}>
        <OfflinePages />
      </ExtraMessages>
    </article>
  );
}
