import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { LEGAL_CONTACT_EMAIL } from "@/config/site";
import { localizedAlternates } from "@/i18n/alternates";
import { Link } from "@/i18n/navigation";
import { MobileAppPanel } from "@/modules/content/components/mobile-app-panel";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "content.about" });
  return { title: t("title"), description: t("description"), alternates: localizedAlternates("/about", locale) };
}

export default async function AboutPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "content" });
  const abilities = [
    { text: t("about.what1"), href: "/exercises" },
    { text: t("about.what2"), href: "/exercises/knees/recovery" },
    { text: t("about.what3"), href: "/workouts" },
    { text: t("about.what4"), href: "/calculators" },
    { text: t("about.what5"), href: null },
  ];
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-extrabold tracking-tight [overflow-wrap:anywhere] hyphens-auto sm:text-3xl">
        {t("about.title")}
      </h1>
      <p className="mt-4 text-lg leading-relaxed">{t("about.lead")}</p>
      <section aria-labelledby="about-what" className="mt-8">
        <h2 id="about-what" className="text-xl font-bold">
          {t("about.whatTitle")}
        </h2>
        <ul className="mt-3 space-y-2">
          {abilities.map((ability) => (
            <li key={ability.text} className="flex gap-3">
              <span aria-hidden className="mt-2 h-2 w-2 shrink-0 rounded-full bg-[var(--color-accent)]" />
              {ability.href ? (
                <Link href={ability.href} className="hover:text-[var(--color-accent-strong)] hover:underline">
                  {ability.text}
                </Link>
              ) : (
                <span>{ability.text}</span>
              )}
            </li>
          ))}
        </ul>
      </section>
      {(["who", "plans", "care"] as const).map((key) => (
        <section key={key} aria-labelledby={`about-${key}`} className="mt-8">
          <h2 id={`about-${key}`} className="text-xl font-bold">
            {t(`about.${key}Title`)}
          </h2>
          <p className="mt-3 leading-relaxed">{t(`about.${key}`)}</p>
        </section>
      ))}
      <div className="mt-10">
        <MobileAppPanel locale={locale} />
      </div>
      <section aria-labelledby="about-contact" className="mt-8">
        <h2 id="about-contact" className="text-xl font-bold">
          {t("about.contactTitle")}
        </h2>
        <p className="mt-3">
          {t.rich("about.contact", {
            email: LEGAL_CONTACT_EMAIL,
            mail: (chunks) => (
              <a href={`mailto:${LEGAL_CONTACT_EMAIL}`} className="text-link">
                {chunks}
              </a>
            ),
          })}
        </p>
      </section>
    </article>
  );
}
