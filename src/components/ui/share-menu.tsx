"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Dialog } from "./dialog";

export const COPIED_CONFIRMATION_MS = 2000;

const noSubscription = () => () => {};
const browserOrigin = () => window.location.origin;
const serverOrigin = () => "";

/**
 * Share actions for anything with a link (exercises, workouts): copy the link, share it on two
 * social networks, or show it as a QR code to open on a phone.
 */
export function ShareMenu({ path, title }: { path: string; title: string }) {
  const t = useTranslations("share");
  const [copied, setCopied] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);
  const [qrSvg, setQrSvg] = useState<string | null>(null);
  // The origin is known only in the browser; the server render carries the bare path.
  const origin = useSyncExternalStore(noSubscription, browserOrigin, serverOrigin);
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

  const openQr = async () => {
    setQrOpen(true);
    if (qrSvg) return;
    // Loaded on demand: the QR encoder is not needed until someone asks for a code.
    const { toString } = await import("qrcode");
    setQrSvg(await toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" }));
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
      <button type="button" className={button} onClick={openQr}>
        {t("qr")}
      </button>
      <span aria-live="polite" className="sr-only">
        {copied ? t("copied") : ""}
      </span>
      <Dialog
        open={qrOpen}
        onOpenChange={setQrOpen}
        title={t("qrTitle")}
        description={t("qrText")}
        closeLabel={t("close")}
      >
        <div
          data-testid="qr-code"
          role="img"
          aria-label={t("qr")}
          className="mx-auto aspect-square w-60 rounded-xl bg-white p-2"
          dangerouslySetInnerHTML={qrSvg ? { __html: qrSvg } : undefined}
        />
      </Dialog>
    </div>
  );
}
