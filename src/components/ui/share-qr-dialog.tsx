"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Dialog } from "./dialog";

/** The share link as a QR code in a modal; the encoder loads with it, when someone asks for a code. */
export function ShareQrDialog({
  url,
  open,
  onOpenChange,
}: {
  url: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("share");
  const [svg, setSvg] = useState<{ url: string; markup: string } | null>(null);
  useEffect(() => {
    if (!open || svg?.url === url) return;
    let current = true;
    void import("qrcode")
      .then(({ toString }) => toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" }))
      .then((markup) => current && setSvg({ url, markup }));
    return () => {
      current = false;
    };
  }, [open, url, svg]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("qrTitle")}
      description={t("qrText")}
      closeLabel={t("close")}
    >
      <div
        data-testid="qr-code"
        role="img"
        aria-label={t("qr")}
        className="mx-auto aspect-square w-60 rounded-xl bg-white p-2"
        dangerouslySetInnerHTML={svg ? { __html: svg.markup } : undefined}
      />
    </Dialog>
  );
}
