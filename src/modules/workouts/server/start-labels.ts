import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import type { StartLabels } from "../dto";

/** The start button's texts in the page's language, for a workout or an empty session. */
export async function startLabels(locale: Locale, empty = false): Promise<StartLabels> {
  const t = await getTranslations({ locale, namespace: "training.start" });
  return {
    start: empty ? t("empty") : t("button"),
    resume: t("resume"),
    failed: t("failed"),
    emptyTitle: t("emptyTitle"),
  };
}
