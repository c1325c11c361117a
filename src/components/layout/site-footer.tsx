import { useLocale, useTranslations } from "next-intl";
import { SITE_NAME, SOCIAL_PROFILES, type SocialProfile } from "@/config/site";
import type { Locale } from "@/config/locales";
import { FOOTER_COLUMNS, type FooterLabels } from "./footer-links";
import { FooterView } from "./footer-view";

/** Site links by theme, our profiles, the app badges, then the rights line and the theme switch. */
export function SiteFooter() {
  const t = useTranslations("content");
  const footer = useTranslations("footer");
  const generator = useTranslations("generator");
  const site = useTranslations("site");
  const locale = useLocale() as Locale;
  const links = Object.fromEntries(
    Object.values(FOOTER_COLUMNS)
      .flatMap((column) => Object.keys(column))
      .map((key) => [
        key,
        key === "credits"
          ? footer("credits")
          : key === "generator"
            ? generator("title")
            : t(`footer.${key as Exclude<keyof FooterLabels["links"], "credits" | "generator">}`),
      ]),
  ) as FooterLabels["links"];
  const labels: FooterLabels = {
    headings: {
      explore: t("footer.explore"),
      company: t("footer.company"),
      legal: t("footer.legal"),
      follow: t("footer.follow"),
      getApp: t("footer.getApp"),
    },
    links,
    social: Object.fromEntries(
      (Object.keys(SOCIAL_PROFILES) as SocialProfile[]).map((kind) => [kind, t(`footer.social.${kind}`)]),
    ) as FooterLabels["social"],
    newTab: t("newTab"),
    appStore: { small: t("footer.appStore.small"), big: t("footer.appStore.big") },
    playStore: { small: t("footer.playStore.small"), big: t("footer.playStore.big") },
    rights: footer("rights", { year: new Date().getFullYear(), site: SITE_NAME }),
    theme: { label: site("theme"), system: site("themeSystem"), light: site("themeLight"), dark: site("themeDark") },
  };
  return <FooterView locale={locale} labels={labels} />;
}
