"use client";

import { useState } from "react";
import { usePersistHydrated } from "@/lib/device-storage";
import { useRouter } from "@/i18n/navigation";
import { useUserStore } from "@/modules/accounts/client/stores";
import { isPremiumUser } from "@/modules/billing/premium";
import { startEmpty, startWorkoutById, TRAINING_SESSION_PATH } from "../../client/start-training";
import { useTrainingStore } from "../../log/session-store";
import type { StartLabels } from "../../dto";

/**
 * Starts a workout as a logged session (Premium), or goes back to the one in progress. Others are
 * taken to the training page, which says what tracking offers.
 */
export function StartTrainingButton({
  workoutId,
  own = false,
  labels,
  className,
}: {
  /** Null starts an empty session. */
  workoutId: number | null;
  own?: boolean;
  /** Given by the server, so pages that only show this button carry four strings, not the training texts. */
  labels: StartLabels;
  className?: string;
}) {
  const router = useRouter();
  const user = useUserStore((state) => state.user);
  const inProgress = useTrainingStore((state) => state.session !== null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // The device's session (IndexedDB) and user are known after hydration; the server drew the plain label.
  const sessionKnown = usePersistHydrated(useTrainingStore.persist);

  const start = async () => {
    if (!isPremiumUser(user)) return router.push("/training");
    // A new session begun before the stored one is read would be overwritten by it.
    if (!useTrainingStore.persist.hasHydrated()) await useTrainingStore.persist.rehydrate();
    if (useTrainingStore.getState().session) return router.push(TRAINING_SESSION_PATH);
    setBusy(true);
    setFailed(false);
    try {
      if (workoutId === null) startEmpty(labels.emptyTitle);
      else await startWorkoutById(workoutId, own);
      router.push(TRAINING_SESSION_PATH);
    } catch (error) {
      console.error("Failed to start the workout", error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy || undefined}
        className={
          className ??
          "inline-flex min-h-11 items-center gap-2 rounded-full bg-emerald-700 px-6 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
        }
      >
        <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
          <path d="M8 5.5v13l11-6.5z" />
        </svg>
        {sessionKnown && inProgress && isPremiumUser(user) ? labels.resume : labels.start}
      </button>
      {failed ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {labels.failed}
        </p>
      ) : null}
    </>
  );
}
