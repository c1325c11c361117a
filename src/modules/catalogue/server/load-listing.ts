import "server-only";
import type { Locale } from "@/config/locales";
import { EXERCISE_PAGE_SIZE } from "@/config/site";
import type { Db } from "@/db/client";
import type { EquipmentDto, ExerciseDto, MuscleDto } from "../dto";
import type { ListingRoute } from "../listing-route";
import { listExercises } from "./list-exercises";
import { listEquipment, listMuscles } from "./list-taxonomy";

export type Listing = {
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
  const page = await listExercises(
    db,
    {
      muscle: muscle.key,
      equipment: equipment?.key,
      limit: EXERCISE_PAGE_SIZE,
      offset: (route.page - 1) * EXERCISE_PAGE_SIZE,
    },
    locale,
  );
  const totalPages = Math.ceil(page.count / EXERCISE_PAGE_SIZE);
  if (route.page > 1 && route.page > totalPages) return null;
  return { route, muscle, equipment, count: page.count, totalPages, results: page.results };
}
