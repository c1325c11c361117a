"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { loadHttp } from "@/lib/lazy-http";
import type { Gender } from "@/modules/catalogue/dto";
import type { WorkoutDto } from "../dto";
import { LazyBuilderDialog, loadBuilder } from "./lazy-builder-dialog";

/**
 * 'Customize': one of our workouts opened in the builder as a starting point (exercises, sets, reps,
 * rest and notes), saved as the user's own. The whole workout and the builder load on the first press.
 */
export function CustomizeWorkoutButton({ workoutId, gender }: { workoutId: number; gender: Gender }) {
  const t = useTranslations("workouts.card");
  const locale = useLocale();
  const [workout, setWorkout] = useState<WorkoutDto | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const customize = async () => {
    if (workout) return setOpen(true);
    setLoading(true);
    setFailed(false);
    try {
      const http = await loadHttp();
      const [whole] = await Promise.all([
        http.get(`/api-next/workout/originals/workouts/${workoutId}`).json<WorkoutDto>(),
        loadBuilder(locale),
      ]);
      setWorkout(whole);
      setOpen(true);
    } catch (error) {
      console.error("The workout could not be opened in the builder", error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <button
        type="button"
        onPointerEnter={() => void loadBuilder(locale)}
        onClick={() => void customize()}
        disabled={loading}
        aria-describedby={failed ? `customize-failed-${workoutId}` : undefined}
        className="inline-flex min-h-11 items-center rounded-full border border-[var(--border)] px-5 font-semibold hover:border-[var(--color-accent)] disabled:opacity-60"
      >
        {t("customize")}
      </button>
      {failed ? (
        <p
          id={`customize-failed-${workoutId}`}
          role="alert"
          className="w-full text-sm font-semibold text-red-700 dark:text-red-300"
        >
          {t("customizeFailed")}
        </p>
      ) : null}
      {workout ? <LazyBuilderDialog open={open} onOpenChange={setOpen} gender={gender} initial={workout} /> : null}
    </>
  );
}
