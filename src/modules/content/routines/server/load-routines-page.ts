import "server-only";
import { getTranslations } from "next-intl/server";
import { env } from "@/config/env";
import { localizedAlternates } from "@/i18n/alternates";
import type { RequestContext } from "@/modules/billing/context";
import { ROUTINES_PAGE_SIZE, type RoutinesPageData } from "../dto";
import { routinesQuerySchema } from "../schemas";
import { listRoutineFilters } from "./list-routine-filters";
import { listRoutines } from "./list-routines";

/** `/routines`: the first page in our order with the filter groups (cached whole per language). */
export async function loadRoutinesPage(ctx: RequestContext): Promise<RoutinesPageData> {
  const { locale } = ctx;
  const t = await getTranslations({ locale, namespace: "routines" });
  const [initial, filters] = await Promise.all([
    listRoutines(ctx, routinesQuerySchema.parse({}), `${env.SITE_URL}/api-next/routines`),
    listRoutineFilters(ctx),
  ]);
  return {
    locale,
    pageSize: ROUTINES_PAGE_SIZE,
    initial,
    filters,
    metadata: {
      title: t("metaTitle"),
      description: t("metaDescription"),
      alternates: localizedAlternates("/routines", locale),
    },
  };
}
