"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loadHttp } from "@/lib/lazy-http";
import { useWorkoutFavourites, WORKOUT_FAVOURITES_KEY } from "./queries";

const PATH = "/api-next/workout/favorites";

/** Stars or unstars one workout for the signed-in user; the list is refreshed from the server after. */
export function useWorkoutStar(workoutId: number) {
  const queryClient = useQueryClient();
  const stars = useWorkoutFavourites();
  const current = stars.data?.results.find((star) => star.workout.id === workoutId);
  const mutation = useMutation({
    mutationFn: async () => {
      const http = await loadHttp();
      if (current) await http.delete(PATH, { searchParams: { id: current.id } });
      else await http.post(PATH, { json: { workout_id: workoutId } });
    },
    onError: (error) => console.error(current ? "Failed to remove favorite" : "Failed to add favorite", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WORKOUT_FAVOURITES_KEY }),
  });
  return {
    starred: !!current,
    ready: stars.isSuccess,
    busy: mutation.isPending || stars.isFetching,
    toggle: () => mutation.mutate(),
  };
}
