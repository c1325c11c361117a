"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isUnauthorized, loadHttp } from "@/lib/lazy-http";
import { useUserStore } from "@/modules/accounts/client/stores";
import type { FavouriteLiteDto } from "../dto";

export const FAVOURITES_KEY = ["favourites"] as const;
export const FAVOURITES_STALE_MS = 5 * 60_000;

type FavouriteList = { count: number; results: FavouriteLiteDto[] };

const PATH = "/api-next/user/favorites";

/** The signed-in user's favourites (cached 5 min); a 401 reads as an empty list (spec §7). */
export function useFavourites() {
  const signedIn = useUserStore((state) => state.user !== null);
  return useQuery({
    queryKey: FAVOURITES_KEY,
    enabled: signedIn,
    staleTime: FAVOURITES_STALE_MS,
    queryFn: async (): Promise<FavouriteList> => {
      try {
        return await (await loadHttp()).get(PATH).json<FavouriteList>();
      } catch (error) {
        if (isUnauthorized(error)) return { count: 0, results: [] };
        console.error("Failed to fetch favorites", error);
        throw error;
      }
    },
  });
}

/** Adds or removes one exercise; the list is refreshed from the server afterwards. */
export function useToggleFavourite(exerciseId: number) {
  const queryClient = useQueryClient();
  const favourites = useFavourites();
  const current = favourites.data?.results.find((item) => item.exercise_lite.id === exerciseId);
  const mutation = useMutation({
    mutationFn: async () => {
      if (current) {
        await (await loadHttp()).delete(PATH, { searchParams: { id: current.id } });
        return;
      }
      await (await loadHttp()).post(PATH, { json: { exercise_id: exerciseId } });
    },
    onError: (error) => console.error(current ? "Failed to remove favorite" : "Failed to add favorite", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });
  return {
    isFavourite: !!current,
    ready: favourites.isSuccess,
    busy: mutation.isPending || favourites.isFetching,
    failed: mutation.isError,
    toggle: () => mutation.mutate(),
  };
}
