"use client";

import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { loadHttp } from "@/lib/lazy-http";
import { useUserStore } from "@/modules/accounts/client/stores";
import { FREE_WORKOUT_LIMIT } from "@/modules/billing/entitlements";
import type { WorkoutDto } from "../dto";
import { copyPayload, type SaveWorkoutPayload } from "../payload";
import type { SaveOutcome } from "../components/save-outcome-dialogs";

// The dialogs of a failed save load when one is needed, not with every page that can save.
const SaveOutcomeDialogs = lazy(() =>
  import("../components/save-outcome-dialogs").then((module) => ({ default: module.SaveOutcomeDialogs })),
);
import { MY_WORKOUTS_KEY } from "./queries";

/** Spec §9: the 'Workout Added!' overlay shows for one second. */
export const ADDED_OVERLAY_MS = 1000;

/**
 * Saving a workout as the spec tells it: visitors and free users past the limit get the limit modal, a
 * title used twice 'Workout Already Exists', any other failure 'Failed to save workout'; success shows
 * 'Workout Added!' for a second and refreshes my workouts. `dialogs` must be rendered by the caller.
 */
export function useSaveWorkout(): {
  save: (payload: SaveWorkoutPayload) => Promise<WorkoutDto | null>;
  /** Saves one of our workouts as the user's own (its exercises are fetched then, not carried by cards). */
  saveCopy: (workoutId: number) => Promise<WorkoutDto | null>;
  update: (id: number, payload: SaveWorkoutPayload) => Promise<WorkoutDto | null>;
  busy: boolean;
  dialogs: ReactNode;
} {
  const queryClient = useQueryClient();
  const signedIn = useUserStore((state) => state.user !== null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = useCallback(
    async (method: "post" | "put", path: string, payload: SaveWorkoutPayload | (() => Promise<SaveWorkoutPayload>)) => {
      if (!signedIn) {
        setOutcome({ kind: "limit", limit: FREE_WORKOUT_LIMIT, visitor: true });
        return null;
      }
      setBusy(true);
      try {
        const http = await loadHttp();
        const json = typeof payload === "function" ? await payload() : payload;
        const workout = await http[method](path, { json, retry: 0 }).json<WorkoutDto>();
        setOutcome({ kind: "added" });
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setOutcome(null), ADDED_OVERLAY_MS);
        await queryClient.invalidateQueries({ queryKey: MY_WORKOUTS_KEY });
        return workout;
      } catch (error) {
        // The HTTP client is loaded by the call that failed; importing it here keeps it off the page.
        const { describeFailure } = await import("@/lib/http-client");
        const failure = await describeFailure(error, "Failed to save workout");
        if (failure.code === "PLAN_LIMIT") {
          const limit = typeof failure.details.limit === "number" ? failure.details.limit : FREE_WORKOUT_LIMIT;
          setOutcome({ kind: "limit", limit, visitor: false });
        } else if (failure.code === "ALREADY_EXISTS") setOutcome({ kind: "exists" });
        else {
          console.error("Failed to save workout", failure);
          setOutcome({ kind: "failed" });
        }
        return null;
      } finally {
        setBusy(false);
      }
    },
    [queryClient, signedIn],
  );

  return {
    save: (payload) => send("post", "/api-next/workout/builder/workouts", payload),
    saveCopy: (workoutId) =>
      send("post", "/api-next/workout/builder/workouts", async () =>
        copyPayload(
          await (await loadHttp()).get(`/api-next/workout/originals/workouts/${workoutId}`).json<WorkoutDto>(),
        ),
      ),
    update: (id, payload) => send("put", `/api-next/workout/builder/workouts/${id}`, payload),
    busy,
    dialogs: (
      <>
        {outcome?.kind === "added" ? <AddedOverlay /> : null}
        {outcome && outcome.kind !== "added" ? (
          <Suspense fallback={null}>
            <SaveOutcomeDialogs outcome={outcome} onClose={() => setOutcome(null)} />
          </Suspense>
        ) : null}
      </>
    ),
  };
}

/** 'Workout Added!': a second's confirmation over the page. */
function AddedOverlay() {
  const t = useTranslations("workouts.save");
  return (
    <div className="pointer-events-none fixed inset-x-0 top-24 z-[60] flex justify-center px-4">
      <p
        role="status"
        className="rounded-full bg-[var(--color-accent-strong)] px-6 py-3 text-base font-bold text-white shadow-xl"
      >
        {t("added")}
      </p>
    </div>
  );
}
