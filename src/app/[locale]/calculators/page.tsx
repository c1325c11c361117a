import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { localizedAlternates } from "@/i18n/alternates";
import { Link } from "@/i18n/navigation";
import { CALCULATORS } from "@/modules/content/pages";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "content.calculators.index" });
  return { title: t("title"), description: t("description"), alternates: localizedAlternates("/calculators", locale) };
}

export default async function CalculatorsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "content.calculators" });
  return (
    <article className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-extrabold tracking-tight [overflow-wrap:anywhere] hyphens-auto sm:text-3xl">
        {t("index.title")}
      </h1>
      <p className="text-muted mt-2 text-lg">{t("index.description")}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {CALCULATORS.map((calculator) => (
          <li key={calculator.key} className="surface flex flex-col rounded-2xl p-5">
            <h2 className="text-lg font-bold">
              <Link href={calculator.path} className="hover:text-[var(--color-accent-strong)]">
                {t(`${calculator.key}.title`)}
              </Link>
            </h2>
            <p className="text-muted mt-2 flex-1">{t(`index.${calculator.key}Text`)}</p>
            <Link href={calculator.path} className="text-link mt-4" aria-hidden tabIndex={-1}>
              {t("index.open")}
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-muted mt-6 text-sm">{t("index.note")}</p>
    </article>
  );
}
