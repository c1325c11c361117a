"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";

// The QR modal (its dialog library and the encoder) loads when first wanted, not with the page.
const loadQrDialog = () => import("./share-qr-dialog");
const ShareQrDialog = lazy(() => loadQrDialog().then((module) => ({ default: module.ShareQrDialog })));

export const COPIED_CONFIRMATION_MS = 2000;

const noSubscription = () => () => {};
const browserOrigin = () => window.location.origin;

/**
 * Share actions for anything with a link (exercises, workouts): copy the link, share it on two
 * social networks, or show it as a QR code to open on a phone.
 */
export function ShareMenu({ path, title, siteOrigin }: { path: string; title: string; siteOrigin: string }) {
  const t = useTranslations("share");
  const [copied, setCopied] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);
  const [qrWanted, setQrWanted] = useState(false);
  // The server renders links on the configured site; the browser uses the origin it is on.
  const origin = useSyncExternalStore(noSubscription, browserOrigin, () => siteOrigin);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const url = `${origin}${path}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_CONFIRMATION_MS);
    } catch (error) {
      console.error("Failed to copy", error);
    }
  };

  const openQr = () => {
    setQrWanted(true);
    setQrOpen(true);
  };

  const facebook = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
  const x = `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`;
  const button =
    "inline-flex items-center gap-1.5 rounded-full border border-[var(--border)] bg-[var(--surface)] px-3 py-1.5 text-sm font-semibold hover:border-[var(--color-accent)]";

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("share")}>
      <button type="button" className={button} onClick={copy}>
        {copied ? t("copied") : t("copyLink")}
      </button>
      <a className={button} href={facebook} target="_blank" rel="noopener noreferrer">
        {t("facebook")}
      </a>
      <a className={button} href={x} target="_blank" rel="noopener noreferrer">
        {t("x")}
      </a>
      <button
        type="button"
        className={button}
        onClick={openQr}
        onPointerEnter={() => void loadQrDialog()}
        onFocus={() => void loadQrDialog()}
      >
        {t("qr")}
      </button>
      <span aria-live="polite" className="sr-only">
        {copied ? t("copied") : ""}
      </span>
      {qrWanted && (
        <Suspense fallback={null}>
          <ShareQrDialog url={url} open={qrOpen} onOpenChange={setQrOpen} />
        </Suspense>
      )}
    </div>
  );
}
