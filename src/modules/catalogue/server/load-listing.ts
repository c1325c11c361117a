import "server-only";
import type { Locale } from "@/config/locales";
import { EXERCISE_PAGE_SIZE } from "@/config/site";
import type { Db } from "@/db/client";
import type { EquipmentDto, ExerciseDto, MuscleDto } from "../dto";
import type { ListingRoute } from "../listing-route";
import { listExercises } from "./list-exercises";
import { listEquipment, listMuscles } from "./list-taxonomy";

const CARDIO_KEY = "cardio";

export type ListingMode = "simple" | "advanced" | "joints";

export type Listing = {
  mode: ListingMode;
  route: ListingRoute;
  muscle: MuscleDto;
  equipment: EquipmentDto | null;
  count: number;
  totalPages: number;
  results: ExerciseDto[];
};

/** Everything a listing page shows, or null when the URL names no real muscle, equipment or page. */
export async function loadListing(db: Db, route: ListingRoute, locale: Locale): Promise<Listing | null> {
  const [{ results: muscles }, { results: kits }] = await Promise.all([
    listMuscles(db, locale),
    listEquipment(db, locale),
  ]);
  const muscle = muscles.find((item) => item.key === route.muscle);
  if (!muscle || route.recovery !== (muscle.kind === "joint")) return null;
  const equipment = route.equipment ? (kits.find((kit) => kit.slug === route.equipment) ?? null) : null;
  if (route.equipment && !equipment) return null;
  const paging = { limit: EXERCISE_PAGE_SIZE, offset: (route.page - 1) * EXERCISE_PAGE_SIZE };
  // Cardio mode lists cardio work whatever the muscle.
  const page = await listExercises(
    db,
    equipment?.key === CARDIO_KEY
      ? { cardio: true, ...paging }
      : { muscle: muscle.key, equipment: equipment?.key, ...paging },
    locale,
  );
  const totalPages = Math.ceil(page.count / EXERCISE_PAGE_SIZE);
  if (route.page > 1 && route.page > totalPages) return null;
  const mode: ListingMode = muscle.kind === "joint" ? "joints" : muscle.is_simple ? "simple" : "advanced";
  return { mode, route, muscle, equipment, count: page.count, totalPages, results: page.results };
}
