"use client";

import { APP_STORE_URL, PLAY_STORE_URL, SOCIAL_PROFILES, type SocialProfile } from "@/config/site";
import type { Locale } from "@/config/locales";
import { getPathname } from "@/i18n/navigation";
import { SocialLinks } from "./social-links";
import { StoreBadges } from "./store-badges";
import { FOOTER_COLUMNS, type FooterColumn, type FooterLabels, type FooterLinkKey } from "./footer-links";
import { ThemeMenu } from "./theme-menu";

/**
 * The footer's markup lives here, in the cached code, rather than in every page's React payload: each
 * page then carries only these few dozen strings.
 */
export function FooterView({ locale, labels }: { locale: Locale; labels: FooterLabels }) {
  return (
    <footer className="ft" data-testid="site-footer">
      <div className="ft-grid">
        {(Object.keys(FOOTER_COLUMNS) as FooterColumn[]).map((column) => (
          <nav key={column} aria-labelledby={`footer-${column}`}>
            <h2 id={`footer-${column}`}>{labels.headings[column]}</h2>
            <ul className="ft-list">
              {Object.entries(FOOTER_COLUMNS[column]).map(([key, href]) => (
                <li key={href}>
                  {/* Plain links: a client Link per entry would prefetch thirteen pages on every page. */}
                  <a href={getPathname({ href, locale })}>{labels.links[key as FooterLinkKey]}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="flex flex-col gap-6">
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow">{labels.headings.follow}</h2>
            <SocialLinks
              newTabLabel={labels.newTab}
              links={(Object.keys(SOCIAL_PROFILES) as SocialProfile[]).map((kind) => ({
                kind,
                href: SOCIAL_PROFILES[kind],
                label: labels.social[kind],
              }))}
            />
          </section>
          <section aria-labelledby="footer-app">
            <h2 id="footer-app">{labels.headings.getApp}</h2>
            <StoreBadges
              newTabLabel={labels.newTab}
              appStore={{ href: APP_STORE_URL, ...labels.appStore }}
              playStore={{ href: PLAY_STORE_URL, ...labels.playStore }}
            />
          </section>
        </div>
      </div>
      <div className="ft-base">
        <div>
          <p>{labels.rights}</p>
          <ThemeMenu labels={labels.theme} />
        </div>
      </div>
    </footer>
  );
}
