import "server-only";
import { env } from "@/config/env";
import type { UserContext } from "@/modules/billing/context";
import { listFavourites } from "@/modules/catalogue/server/favourites";
import { WORKOUTS_PAGE_SIZE } from "../dto";
import { listMyWorkouts } from "./my-workouts";
import { startLabels } from "./start-labels";
import { listWorkoutFavourites } from "./workout-favourites";

/** `/my-workouts`: the user's saved and starred workouts and their exercises. */
export async function loadMyWorkoutsPage(ctx: UserContext) {
  const [mine, starred, exercises] = await Promise.all([
    listMyWorkouts(
      ctx,
      { limit: 100, offset: 0, remove_fields: "" },
      `${env.SITE_URL}/api-next/workout/builder/my-workouts`,
    ),
    listWorkoutFavourites(ctx),
    listFavourites(ctx),
  ]);
  return {
    mine,
    starred,
    exercises,
    gender: ctx.user.profile.gender ?? "male",
    limit: ctx.entitlements.maxSavedWorkouts,
    offlineLibrary: ctx.entitlements.offlineLibrary,
    pageSize: WORKOUTS_PAGE_SIZE,
    siteOrigin: new URL(env.SITE_URL).origin,
    startLabels: await startLabels(ctx.locale),
  };
}
