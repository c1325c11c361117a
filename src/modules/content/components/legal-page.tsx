import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DEFAULT_LOCALE, languageTag, type Locale } from "@/config/locales";
import { API_REQUEST_FORM_URL, LEGAL_CONTACT_EMAIL } from "@/config/site";
import { localizedAlternates } from "@/i18n/alternates";
import { Link } from "@/i18n/navigation";
import { AdSlot } from "@/modules/billing/ads/ad-slot";
import { LEGAL_PAGES, LEGAL_UPDATED, type LegalKey } from "../pages";
import { ExternalLink } from "./external-link";

const pageOf = (key: LegalKey) => LEGAL_PAGES.find((page) => page.key === key) ?? LEGAL_PAGES[0];

export async function legalMetadata(locale: Locale, key: LegalKey): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "content.legal" });
  return {
    title: t(`${key}.title`),
    description: t(`${key}.description`),
    alternates: localizedAlternates(pageOf(key).path, locale),
  };
}

/** A legal page: title, date, contents, the text in sections, where to send requests, an ad slot. */
export async function LegalPage({ locale, page }: { locale: Locale; page: LegalKey }) {
  const t = await getTranslations({ locale, namespace: "content.legal" });
  const content = await getTranslations({ locale, namespace: "content" });
  const { path, sections: count } = pageOf(page);
  // Keys are built from the page's section count; the messages test proves each one exists.
  type Key = Parameters<typeof t>[0];
  const sections = Array.from({ length: count }, (_, index) => {
    const id = `s${index + 1}`;
    return {
      id,
      heading: t(`${page}.sections.${id}.heading` as Key),
      paragraphs: t(`${page}.sections.${id}.body` as Key, { email: LEGAL_CONTACT_EMAIL }).split("\n\n"),
    };
  });
  const updated = new Intl.DateTimeFormat(languageTag(locale), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${LEGAL_UPDATED}T00:00:00Z`),
  );
  return (
    <article className="mx-auto max-w-3xl" data-legal={page}>
      <h1 className="text-2xl font-extrabold tracking-tight [overflow-wrap:anywhere] hyphens-auto sm:text-3xl">
        {t(`${page}.title`)}
      </h1>
      <p className="text-muted mt-2 text-sm">{t("updated", { date: updated })}</p>
      {locale !== DEFAULT_LOCALE ? (
        <p className="mt-4 rounded-xl border border-[var(--border)] bg-[var(--surface)] px-4 py-3 text-sm">
          {t("translationNote")}{" "}
          <Link href={path} locale={DEFAULT_LOCALE} hrefLang="en-US" className="text-link">
            {t("englishVersion")}
          </Link>
        </p>
      ) : null}
      <p className="mt-6 text-lg leading-relaxed">{t(`${page}.intro`)}</p>
      <nav aria-labelledby="legal-contents" className="surface mt-6 rounded-2xl p-5">
        <h2 id="legal-contents" className="font-bold">
          {t("onThisPage")}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 ps-6 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="hover:text-[var(--color-accent-strong)] hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-8 scroll-mt-20"
        >
          <h2 id={`${section.id}-heading`} className="text-xl font-bold">
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <section aria-labelledby="legal-requests" className="surface mt-10 rounded-2xl p-5">
        <h2 id="legal-requests" className="text-lg font-bold">
          {t("requestsTitle")}
        </h2>
        <p className="mt-2">{t("requestsText", { email: LEGAL_CONTACT_EMAIL })}</p>
        <p className="mt-3">
          <ExternalLink href={API_REQUEST_FORM_URL} className="text-link" newTabLabel={content("newTab")}>
            {t("apiForm")}
          </ExternalLink>
        </p>
      </section>
      <div className="mt-10">
        <AdSlot placement="legal" position={LEGAL_PAGES.findIndex((entry) => entry.key === page)} />
      </div>
    </article>
  );
}
