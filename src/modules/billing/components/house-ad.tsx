"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

/** Our own Premium promotion in an ad slot; three messages rotate by position. */
export function HouseAd({ variant, onNavigate }: { variant: number; onNavigate?: () => void }) {
  const t = useTranslations("ads");
  const key = (["0", "1", "2"] as const)[variant % 3] ?? "0";
  return (
    <aside data-ad="house" aria-label={t("label")} className="house-ad">
      <p className="house-ad-text">
        <strong>{t(`title${key}`)}</strong>
        <span>{t(`text${key}`)}</span>
      </p>
      <Link href="/gopremium" className="house-ad-cta" onClick={onNavigate}>
        {t("cta")}
      </Link>
    </aside>
  );
}
