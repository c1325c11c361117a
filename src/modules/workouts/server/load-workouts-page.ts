import "server-only";
import { getTranslations } from "next-intl/server";
import { env } from "@/config/env";
import { localizedAlternates } from "@/i18n/alternates";
import { adContent } from "@/modules/billing/ads/ad-slot";
import type { RequestContext } from "@/modules/billing/context";
import type { Gender } from "@/modules/catalogue/dto";
import { toWorkoutCard, WORKOUTS_PAGE_SIZE, type WorkoutsPageData } from "../dto";
import { originalsQuerySchema } from "../schemas";
import { listOriginals } from "./list-originals";
import { listWorkoutFilters } from "./list-workout-filters";

/** `/workouts`: our workouts with the four filter groups (cached whole per language and model). */
export async function loadWorkoutsPage(ctx: RequestContext, gender: Gender): Promise<WorkoutsPageData> {
  const { locale } = ctx;
  const t = await getTranslations({ locale, namespace: "workouts" });
  const [page, filters] = await Promise.all([
    listOriginals(ctx, originalsQuerySchema.parse({}), `${env.SITE_URL}/api-next/workout/originals/workouts`),
    listWorkoutFilters(ctx),
  ]);
  return {
    locale,
    gender,
    siteOrigin: new URL(env.SITE_URL).origin,
    pageSize: WORKOUTS_PAGE_SIZE,
    initial: { ...page, results: page.results.map(toWorkoutCard) },
    filters,
    ads: [0, 1, 2].map((row) => adContent("workouts", row)),
    metadata: {
      title: t("metaTitle"),
      description: t("metaDescription"),
      alternates: localizedAlternates("/workouts", locale),
    },
  };
}
