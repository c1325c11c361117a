"use client";

import { useTranslations } from "next-intl";
import { SITE_NAME } from "@/config/site";
import { Link } from "@/i18n/navigation";

/** An unknown article: its own words and a way back to the list (with a 404). */
export default function ArticleNotFound() {
  const t = useTranslations("articles.notFound");
  return (
    <section className="mx-auto max-w-lg py-20 text-center">
      <title>{`${t("title")} | ${SITE_NAME}`}</title>
      <p className="text-6xl font-black text-[var(--color-accent-strong)]">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t("title")}</h1>
      <p className="text-muted mt-3">{t("text")}</p>
      <Link
        href="/articles"
        className="mt-8 inline-block rounded-full bg-[var(--text)] px-5 py-2.5 font-semibold text-[var(--bg)]"
      >
        {t("all")}
      </Link>
    </section>
  );
}
