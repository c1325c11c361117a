import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { Link } from "@/i18n/navigation";
import { ads, type AdPlacement } from "@/integrations/ads";
import { HiddenForPremium } from "../components/hidden-for-premium";
import { NetworkAd } from "../components/network-ad";

/** An ad slot: a house ad for Premium by default, a network ad when configured; never for Premium. */
export async function AdSlot({
  placement,
  position,
  locale,
}: {
  placement: AdPlacement;
  position: number;
  locale: Locale;
}) {
  const content = ads.adFor(placement, position);
  if (content.kind === "network") {
    return (
      <HiddenForPremium>
        <aside data-ad="network">
          <NetworkAd client={content.client} slot={content.slot} scriptUrl={content.scriptUrl} />
        </aside>
      </HiddenForPremium>
    );
  }
  const t = await getTranslations({ locale, namespace: "ads" });
  const variant = content.variant;
  return (
    <HiddenForPremium>
      <aside data-ad="house" aria-label={t("label")} className="house-ad">
        <p className="min-w-0">
          <strong className="block text-sm">{t(`title${variant}` as "title0")}</strong>
          <span className="text-muted text-xs">{t(`text${variant}` as "text0")}</span>
        </p>
        <Link href="/gopremium" className="house-ad-cta">
          {t("cta")}
        </Link>
      </aside>
    </HiddenForPremium>
  );
}
