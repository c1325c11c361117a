import "server-only";
import type { RequestContext } from "@/modules/billing/context";
import { toWorkoutCard, type WorkoutCardDto } from "../dto";
import { originalsQuerySchema } from "../schemas";
import { listOriginals } from "./list-originals";

export const FEATURED_COUNT = 6;

/** The home page's workouts to start with: the first of our order, so every level is there. */
export async function loadFeaturedWorkouts(ctx: RequestContext): Promise<WorkoutCardDto[]> {
  const page = await listOriginals(
    ctx,
    originalsQuerySchema.parse({ limit: String(FEATURED_COUNT) }),
    "http://localhost/api-next/workout/originals/workouts",
  );
  return page.results.map(toWorkoutCard);
}
