"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isUnauthorized, loadHttp } from "@/lib/lazy-http";
import { useUserStore } from "@/modules/accounts/client/stores";
import { FREE_ROUTINE_LIMIT } from "@/modules/billing/entitlements";
import type { MyRoutineDto, MyRoutinesList } from "../dto";

export const MY_ROUTINES_KEY = ["my-routines"] as const;
export const MY_ROUTINES_PATH = "/api-next/routines/my-routines";
/** Spec §9: lists stay fresh five minutes. */
const STALE_MS = 5 * 60_000;

const EMPTY: MyRoutinesList = { count: 0, limit: null, results: [] };

/** The signed-in user's routines (spec §3 myRoutines); fetched only when a user exists, a 401 reads as none. */
export function useMyRoutines(initial?: MyRoutinesList) {
  const signedIn = useUserStore((state) => state.user !== null);
  return useQuery({
    queryKey: MY_ROUTINES_KEY,
    enabled: signedIn,
    initialData: initial,
    staleTime: STALE_MS,
    queryFn: async (): Promise<MyRoutinesList> => {
      try {
        return await (await loadHttp()).get(MY_ROUTINES_PATH).json<MyRoutinesList>();
      } catch (error) {
        if (isUnauthorized(error)) return EMPTY;
        throw error;
      }
    },
  });
}

export type RoutineChange =
  | { kind: "added" | "removed" }
  | { kind: "limit"; limit: number }
  | { kind: "signIn" }
  | { kind: "failed" };

/** Adds or removes one routine and tells what happened; the list is read again from the server after. */
export function useRoutineChange(onDone: (change: RoutineChange) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ routineId, remove }: { routineId: number; remove: boolean }): Promise<RoutineChange> => {
      const http = await loadHttp();
      try {
        if (remove) await http.delete(`${MY_ROUTINES_PATH}/${routineId}`, { retry: 0 });
        else await http.post(MY_ROUTINES_PATH, { json: { routine_id: routineId }, retry: 0 }).json<MyRoutineDto>();
        return { kind: remove ? "removed" : "added" };
      } catch (error) {
        const { describeFailure } = await import("@/lib/http-client");
        const failure = await describeFailure(error, "Failed to change my routines");
        if (failure.code === "PLAN_LIMIT")
          return { kind: "limit", limit: typeof failure.details.limit === "number" ? failure.details.limit : FREE_ROUTINE_LIMIT };
        if (failure.status === 401) return { kind: "signIn" };
        console.error("Failed to change my routines", failure);
        return { kind: "failed" };
      }
    },
    onSuccess: (change, { routineId }) => {
      // The list shows the removal at once, whether or not this page may fetch it again.
      if (change.kind === "removed")
        queryClient.setQueryData<MyRoutinesList>(MY_ROUTINES_KEY, (list) => {
          if (!list) return list;
          const results = list.results.filter((entry) => entry.routine.id !== routineId);
          return { ...list, count: results.length, results };
        });
      onDone(change);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_ROUTINES_KEY }),
  });
}
