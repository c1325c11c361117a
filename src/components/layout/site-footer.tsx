import { useLocale, useTranslations } from "next-intl";
import { APP_STORE_URL, PLAY_STORE_URL, SITE_NAME, SOCIAL_PROFILES, type SocialProfile } from "@/config/site";
import { getPathname } from "@/i18n/navigation";
import { SocialLinks } from "./social-links";
import { StoreBadges } from "./store-badges";
import { ThemeMenu } from "./theme-menu";

const COLUMNS = [
  {
    key: "explore",
    links: [
      { href: "/exercises", label: "exercises" },
      { href: "/workout-generator", label: "generator" },
      { href: "/routines", label: "routines" },
      { href: "/articles", label: "articles" },
      { href: "/calculators", label: "calculators" },
      { href: "/directory", label: "directory" },
    ],
  },
  {
    key: "company",
    links: [
      { href: "/about", label: "about" },
      { href: "/pricing", label: "pricing" },
      { href: "/credits", label: "credits" },
    ],
  },
  {
    key: "legal",
    links: [
      { href: "/terms", label: "terms" },
      { href: "/privacy-policy", label: "privacy" },
      { href: "/app-privacy-policy", label: "appPrivacy" },
      { href: "/image-use-policy", label: "imageUse" },
    ],
  },
] as const;

/** Site links by theme, our profiles, the app badges, then the rights line and the theme switch. */
export function SiteFooter() {
  const t = useTranslations("content");
  const footer = useTranslations("footer");
  const generator = useTranslations("generator");
  const site = useTranslations("site");
  const locale = useLocale();
  return (
    <footer className="ft" data-testid="site-footer">
      <div className="ft-grid">
        {COLUMNS.map((column) => (
          <nav key={column.key} aria-labelledby={`footer-${column.key}`}>
            <h2 id={`footer-${column.key}`}>{t(`footer.${column.key}`)}</h2>
            <ul className="ft-list">
              {column.links.map((link) => (
                <li key={link.href}>
                  {/* Plain links: every page carries the footer, and a client Link per entry doubles its payload. */}
                  <a href={getPathname({ href: link.href, locale })}>
                    {link.label === "credits"
                      ? footer("credits")
                      : link.label === "generator"
                        ? generator("title")
                        : t(`footer.${link.label}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="flex flex-col gap-6">
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow">{t("footer.follow")}</h2>
            <SocialLinks
              newTabLabel={t("newTab")}
              links={(Object.keys(SOCIAL_PROFILES) as SocialProfile[]).map((kind) => ({
                kind,
                href: SOCIAL_PROFILES[kind],
                label: t(`footer.social.${kind}`),
              }))}
            />
          </section>
          <section aria-labelledby="footer-app">
            <h2 id="footer-app">{t("footer.getApp")}</h2>
            <StoreBadges
              newTabLabel={t("newTab")}
              appStore={{ href: APP_STORE_URL, small: t("footer.appStore.small"), big: t("footer.appStore.big") }}
              playStore={{ href: PLAY_STORE_URL, small: t("footer.playStore.small"), big: t("footer.playStore.big") }}
            />
          </section>
        </div>
      </div>
      <div className="ft-base">
        <div>
          <p>{footer("rights", { year: new Date().getFullYear(), site: SITE_NAME })}</p>
          <ThemeMenu
            labels={{
              label: site("theme"),
              system: site("themeSystem"),
              light: site("themeLight"),
              dark: site("themeDark"),
            }}
          />
        </div>
      </div>
    </footer>
  );
}
