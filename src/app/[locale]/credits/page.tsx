import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { localizedAlternates } from "@/i18n/alternates";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "credits" });
  return { title: t("title"), description: t("description"), alternates: localizedAlternates("/credits", locale) };
}

export default async function CreditsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "credits" });
  const entries = [
    { title: t("artworkTitle"), text: t("artworkText"), licence: "MIT" },
    { title: t("dataTitle"), text: t("dataText"), licence: "Unlicense (public domain)" },
  ];
  return (
    <article className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("title")}</h1>
      <p className="text-muted mt-2">{t("description")}</p>
      {entries.map((entry) => (
        <section key={entry.title} className="surface mt-6 rounded-2xl p-5">
          <h2 className="text-lg font-bold">{entry.title}</h2>
          <p className="mt-2">{entry.text}</p>
          <p className="text-muted mt-2 text-sm">{t("licence", { licence: entry.licence })}</p>
        </section>
      ))}
      <p className="text-muted mt-6 text-sm">{t("notices")}</p>
    </article>
  );
}
