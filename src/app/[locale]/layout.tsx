import type { Metadata, Viewport } from "next";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { clientMessages } from "@/i18n/client-messages";
import type { Messages } from "@/i18n/messages";
import { notFound } from "next/navigation";
import { Suspense, type ReactNode } from "react";
import { LanguageMenu } from "@/components/layout/language-menu";
import { Providers } from "@/components/layout/providers";
import { THEME_SCRIPT } from "@/components/layout/theme-menu";
import { RouteProgress } from "@/components/layout/route-progress";
import { adContent } from "@/modules/billing/ads/ad-slot";
import { AnalyticsStart } from "@/modules/billing/components/analytics-start";
import { CheckoutIntent } from "@/modules/billing/components/checkout-intent";
import { UpsellTrigger } from "@/modules/billing/components/upsell-trigger";
import { analyticsSinkPath } from "@/modules/billing/server/analytics-sink";
import { UserMenu } from "@/modules/accounts/components/user-menu";
import { SearchLauncher } from "@/modules/catalogue/search/search-launcher";
import { env, isProduction } from "@/config/env";
import { languageTag, LOCALES, textDirection } from "@/config/locales";
import { SITE_NAME } from "@/config/site";
import { AppUpdate } from "@/components/layout/app-update";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { routing } from "@/i18n/routing";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : "en-us" });
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: `${SITE_NAME} – ${t("site.tagline")}`, template: `%s | ${SITE_NAME}` },
    description: t("home.description"),
    applicationName: SITE_NAME,
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#181b21" },
  ],
};

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "site" });
  return (
    // The theme script sets a class on <html> before React hydrates it.
    <html lang={languageTag(locale)} dir={textDirection(locale)} suppressHydrationWarning>
      <body className="min-h-screen">
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} suppressHydrationWarning />
        {/* Offered first only where the page has results to skip to (listings: past the map and filters). */}
        <a
          href="#results"
          className="sr-only hidden focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-[var(--surface)] focus:p-2 [body:has(#results)_&]:block"
        >
          {t("skipToResults")}
        </a>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-[var(--surface)] focus:p-2"
        >
          {t("skipToContent")}
        </a>
        <NextIntlClientProvider messages={clientMessages((await getMessages({ locale })) as Messages)}>
          <Suspense>
            <RouteProgress label={t("loading")} />
          </Suspense>
          <Providers>
            <SiteHeader
              actions={
                <>
                  <SearchLauncher ad={adContent("search", 0)} />
                  <Suspense>
                    <LanguageMenu label={t("language")} />
                  </Suspense>
                  <UserMenu />
                </>
              }
            />
            <main id="main" className="mx-auto max-w-6xl px-4 py-6">
              {children}
            </main>
            <SiteFooter />
            <CheckoutIntent />
            <UpsellTrigger />
            <AppUpdate enabled={isProduction} />
            <AnalyticsStart endpoint={analyticsSinkPath()} />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
