import { getTranslations } from "next-intl/server";
import { languageTag } from "@/config/locales";
import { SITE_NAME } from "@/config/site";
import { Link } from "@/i18n/navigation";
import { scriptJson } from "@/modules/catalogue/exercise-json-ld";
import { articleJsonLd } from "../article-json-ld";
import type { ArticlePageData } from "../dto";
import { articlesPath } from "../paths";
import { ArticleBody } from "./article-body";
import { ArticleCard } from "./article-card";
import { TableOfContents } from "./table-of-contents";

const formatDate = (date: string, locale: ArticlePageData["locale"]) =>
  new Intl.DateTimeFormat(languageTag(locale), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** One article, long form: title, category, reading time, picture, contents, the body, and what to read next. */
export async function ArticleView(page: ArticlePageData) {
  const { locale, article, blocks, headings, related, siteOrigin, previewImage, heroAlt } = page;
  const t = await getTranslations({ locale, namespace: "articles" });
  const bodyLanguage = languageTag(article.language);
  const jsonLd = articleJsonLd({
    headline: article.title,
    description: article.excerpt,
    url: `${siteOrigin}${article.url}`,
    image: previewImage,
    datePublished: article.published_at,
    dateModified: article.updated_at,
    language: bodyLanguage,
    section: article.category.name,
    wordCount: article.word_count,
    siteName: SITE_NAME,
    siteUrl: siteOrigin,
  });
  return (
    <article className="mx-auto max-w-6xl">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
      <div className="mx-auto max-w-4xl">
        <nav aria-label={t("breadcrumb")} className="text-sm">
          <ol className="text-muted flex flex-wrap items-center gap-x-2 gap-y-1">
            <li>
              <Link href={articlesPath(null)} className="hover:text-[var(--text)] hover:underline">
                {t("allArticles")}
              </Link>
            </li>
            <li aria-hidden className="rtl:rotate-180">
              ›
            </li>
            <li>
              <Link
                href={articlesPath(article.category.slug)}
                className="font-semibold text-[var(--color-accent-strong)] hover:underline dark:text-[var(--color-accent-2)]"
              >
                {article.category.name}
              </Link>
            </li>
          </ol>
        </nav>
        <header className="mt-4">
          <h1 className="text-3xl leading-tight font-extrabold tracking-tight [overflow-wrap:anywhere] hyphens-auto sm:text-[2.75rem]">
            {article.title}
          </h1>
          <p className="text-muted mt-4 text-lg leading-relaxed sm:text-xl">{article.excerpt}</p>
          <p className="text-muted mt-5 flex flex-wrap gap-x-5 gap-y-1 text-sm" data-testid="article-meta">
            <span>
              {t.rich("published", {
                date: formatDate(article.published_at, locale),
                time: (chunks) => <time dateTime={article.published_at}>{chunks}</time>,
              })}
            </span>
            {article.updated_at !== article.published_at ? (
              <span>{t("updated", { date: formatDate(article.updated_at, locale) })}</span>
            ) : null}
            <span data-testid="reading-time">{t("readingTime", { minutes: article.reading_minutes })}</span>
          </p>
          {article.language !== locale ? (
            <p
              role="note"
              data-testid="body-language-note"
              className="mt-5 rounded-xl border border-[var(--border)] bg-[var(--surface)] px-4 py-3 text-sm"
            >
              {t("englishOnly")}
            </p>
          ) : null}
        </header>
        <figure className="mt-8 overflow-hidden rounded-3xl">
          {/* eslint-disable-next-line @next/next/no-img-element -- our own SVG drawing, sized by its attributes */}
          <img
            src={article.image}
            alt={heroAlt}
            width={1200}
            height={630}
            fetchPriority="high"
            className="aspect-[40/21] h-auto w-full"
          />
        </figure>
      </div>

      <div className="mx-auto mt-10 grid max-w-4xl gap-8 lg:max-w-none lg:grid-cols-[15rem_minmax(0,70ch)] lg:justify-center lg:gap-12">
        <div className="lg:sticky lg:top-6 lg:self-start">
          <TableOfContents headings={headings} title={t("onThisPage")} language={bodyLanguage} />
        </div>
        <ArticleBody blocks={blocks} language={bodyLanguage} />
      </div>

      {related.length ? (
        <section
          aria-labelledby="related-articles"
          className="mx-auto mt-16 max-w-6xl border-t border-[var(--border)] pt-10"
        >
          <h2 id="related-articles" className="text-2xl font-bold">
            {t("related")}
          </h2>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <li key={other.slug}>
                <ArticleCard article={other} readingTime={t("readingTime", { minutes: other.reading_minutes })} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
