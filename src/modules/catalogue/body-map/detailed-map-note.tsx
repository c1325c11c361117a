"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { useHydrated } from "@/lib/use-hydrated";
import { detailedMapLooksLeft } from "@/modules/billing/detailed-map";
import { useMonetizationStore } from "@/modules/billing/monetization-store";
import { useIsPremium } from "@/modules/billing/premium";

/** Under the switches while a detailed view is open to someone without Premium: the free looks left. */
export function DetailedMapNote() {
  const t = useTranslations("bodyMap");
  const premium = useIsPremium();
  const clicks = useMonetizationStore((state) => state.advancedClicks);
  // The count lives in this browser's storage: shown after mount, so the server's page stays the same for all.
  const hydrated = useHydrated();
  if (!hydrated || premium) return null;
  return (
    <p className="text-muted mt-2 text-xs" data-testid="detailed-map-note">
      {t("looksLeft", { count: detailedMapLooksLeft(clicks) })}{" "}
      <Link href="/pricing" className="text-link font-semibold">
        {t("looksPremium")}
      </Link>
    </p>
  );
}
