import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { DEFAULT_LOCALE, isLocale } from "@/config/locales";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * The article's not-found boundary is a client component (it renders beside the page, before the page
 * sets the locale): this gives it its three texts. The article page itself has no client component
 * that reads messages, so nothing else is needed below here.
 */
export default async function ArticleLayout({ children, params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    namespace: "articles.notFound",
  });
  const notFound = { title: t("title"), text: t("text"), all: t("all") };
  return <NextIntlClientProvider messages={{ articles: { notFound } }}>{children}</NextIntlClientProvider>;
}
