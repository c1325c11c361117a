import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EXERCISE_PAGE_SIZE } from "@/config/site";
import { localizedAlternates } from "@/i18n/alternates";
import type { RequestContext } from "@/modules/billing/context";
import { CARDIO_KEY, type EquipmentDto, type ListingDto, type MapEquipment } from "../dto";
import { listingPath, type ListingRoute } from "../listing-route";
import { listExercises } from "./list-exercises";
import { listEquipment, listMuscles } from "./list-taxonomy";

export type Listing = ListingDto & { metadata: Metadata };

const mapEquipment = (kit: EquipmentDto): MapEquipment => ({ id: kit.id, name: kit.name, slug: kit.slug });

/** Everything a listing page shows, or null when the URL names no real muscle, equipment or page. */
export async function loadListing(ctx: RequestContext, route: ListingRoute): Promise<Listing | null> {
  const { db, locale } = ctx;
  const [{ results: muscles }, { results: kits }] = await Promise.all([
    listMuscles(db, locale),
    listEquipment(db, locale),
  ]);
  const muscle = muscles.find((item) => item.key === route.muscle);
  if (!muscle || route.recovery !== (muscle.kind === "joint")) return null;
  const equipment = route.equipment ? (kits.find((kit) => kit.slug === route.equipment) ?? null) : null;
  if (route.equipment && !equipment) return null;
  const cardio = equipment?.key === CARDIO_KEY;
  const paging = { limit: EXERCISE_PAGE_SIZE, offset: (route.page - 1) * EXERCISE_PAGE_SIZE };
  const page = await listExercises(
    db,
    cardio ? { cardio: true, ...paging } : { muscle: muscle.key, equipment: equipment?.key, ...paging },
    locale,
  );
  const totalPages = Math.ceil(page.count / EXERCISE_PAGE_SIZE);
  if (route.page > 1 && route.page > totalPages) return null;

  const t = await getTranslations({ locale, namespace: "exercises" });
  const title = route.recovery
    ? t("recoveryTitle", { joint: muscle.name })
    : cardio
      ? t("cardioTitle")
      : equipment
        ? t("titleWithEquipment", { muscle: muscle.name, equipment: equipment.name })
        : t("title", { muscle: muscle.name });
  const description = cardio
    ? t("cardioDescription", { count: page.count })
    : t("description", { count: page.count, muscle: muscle.name });
  return {
    mode: muscle.kind === "joint" ? "joints" : muscle.is_simple ? "simple" : "advanced",
    route,
    muscle,
    equipment: equipment && mapEquipment(equipment),
    cardio,
    title,
    count: page.count,
    totalPages,
    results: page.results,
    names: Object.fromEntries(muscles.map((item) => [item.key, item.name])),
    equipmentOptions: kits.filter((kit) => kit.enable).map(mapEquipment),
    metadata: {
      title: route.page > 1 ? t("pageTitle", { title, page: route.page }) : title,
      description,
      alternates: localizedAlternates(listingPath(route), locale),
    },
  };
}
