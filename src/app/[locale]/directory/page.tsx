import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { pageContext } from "@/app/_server/page-context";
import { localizedAlternates } from "@/i18n/alternates";
import { DirectoryView } from "@/modules/content/components/directory-view";
import { loadDirectory } from "@/modules/content/server/load-directory";

type Props = { params: Promise<{ locale: Locale }> };

// The muscle names come from the catalogue, which the build never opens; rendered per request (the
// catalogue's reference data is memoized, so that is one small render). A page-level empty
// generateStaticParams cannot stop the layout's locales from being prerendered here.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "content.directory" });
  return { title: t("title"), description: t("description"), alternates: localizedAlternates("/directory", locale) };
}

export default async function DirectoryPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <DirectoryView locale={locale} {...await loadDirectory(await pageContext(locale))} />;
}
