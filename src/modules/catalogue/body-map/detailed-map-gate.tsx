"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { Link } from "@/i18n/navigation";
import { FREE_DETAILED_MAP_LOOKS } from "@/modules/billing/detailed-map";

const action =
  "inline-flex min-h-11 w-full items-center justify-center rounded-full px-5 font-semibold transition-colors";

/** Asked instead of opening the detailed map once the free looks are used. Loaded only then. */
export function DetailedMapGate({ onClose }: { onClose: () => void }) {
  const t = useTranslations("bodyMap");
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("gateTitle")}
      description={t("gateText", { count: FREE_DETAILED_MAP_LOOKS })}
      closeLabel={t("gateKeep")}
    >
      <Link href="/pricing" className={`${action} bg-[var(--color-accent-strong)] text-white`}>
        {t("gateUpgrade")}
      </Link>
    </Dialog>
  );
}
