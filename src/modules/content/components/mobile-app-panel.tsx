import { getTranslations } from "next-intl/server";
import { toString as qrSvg } from "qrcode";
import { StoreBadges } from "@/components/layout/store-badges";
import type { Locale } from "@/config/locales";
import { APP_DOWNLOAD_URL, APP_STORE_URL, PLAY_STORE_URL } from "@/config/site";

/**
 * Spec §2 mobile-app panel: an invitation to get the app, a QR code to scan with a phone and the store
 * badges. The code is drawn on the server (static pages: at build time), so no encoder ships to browsers.
 */
export async function MobileAppPanel({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "content" });
  const qr = await qrSvg(APP_DOWNLOAD_URL, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return (
    <section
      aria-labelledby="mobile-app-title"
      data-testid="mobile-app-panel"
      className="surface flex flex-col items-center gap-5 rounded-2xl p-5 sm:flex-row sm:items-center"
    >
      <div
        role="img"
        aria-label={t("appPanel.qr")}
        className="aspect-square w-36 shrink-0 rounded-xl bg-white p-1.5"
        dangerouslySetInnerHTML={{ __html: qr }}
      />
      <div className="flex min-w-0 flex-col gap-3 text-center sm:text-start">
        <h2 id="mobile-app-title" className="text-xl font-bold">
          {t("appPanel.title")}
        </h2>
        <p className="text-muted">{t("appPanel.text")}</p>
        <div className="flex justify-center sm:justify-start">
          <StoreBadges
            newTabLabel={t("newTab")}
            appStore={{ href: APP_STORE_URL, small: t("footer.appStore.small"), big: t("footer.appStore.big") }}
            playStore={{ href: PLAY_STORE_URL, small: t("footer.playStore.small"), big: t("footer.playStore.big") }}
          />
        </div>
      </div>
    </section>
  );
}
