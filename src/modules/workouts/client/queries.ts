"use client";

import { useQuery } from "@tanstack/react-query";
import { isUnauthorized, loadHttp } from "@/lib/lazy-http";
import { useUserStore } from "@/modules/accounts/client/stores";
import type { WorkoutDto, WorkoutsPage } from "../dto";

/** Spec §9: workout lists and counts are fresh for 5 minutes. */
export const WORKOUTS_STALE_MS = 5 * 60_000;
export const MY_WORKOUTS_KEY = ["my-workouts"] as const;
export const WORKOUT_FAVOURITES_KEY = ["workout-favourites"] as const;

const EMPTY: WorkoutsPage = { count: 0, next: null, previous: null, results: [] };

/** The signed-in user's saved workouts; fetched only when a user exists, a 401 or 403 reads as none. */
export function useMyWorkouts() {
  const signedIn = useUserStore((state) => state.user !== null);
  return useQuery({
    queryKey: MY_WORKOUTS_KEY,
    enabled: signedIn,
    staleTime: WORKOUTS_STALE_MS,
    queryFn: async (): Promise<WorkoutsPage> => {
      try {
        return await (await loadHttp()).get("/api-next/workout/builder/my-workouts").json<WorkoutsPage>();
      } catch (error) {
        const status = (error as { response?: Response }).response?.status;
        if (isUnauthorized(error) || status === 403) return EMPTY;
        throw error;
      }
    },
  });
}

type Star = { id: number; workout: WorkoutDto };

/** The workouts the user starred (id by workout id). */
export function useWorkoutFavourites() {
  const signedIn = useUserStore((state) => state.user !== null);
  return useQuery({
    queryKey: WORKOUT_FAVOURITES_KEY,
    enabled: signedIn,
    staleTime: WORKOUTS_STALE_MS,
    queryFn: async (): Promise<{ count: number; results: Star[] }> => {
      try {
        return await (await loadHttp()).get("/api-next/workout/favorites").json();
      } catch (error) {
        if (isUnauthorized(error)) return { count: 0, results: [] };
        throw error;
      }
    },
  });
}
