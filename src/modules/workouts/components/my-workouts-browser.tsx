"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { loadHttp } from "@/lib/lazy-http";
import type { Gender } from "@/modules/catalogue/dto";
import { MY_WORKOUTS_KEY, useMyWorkouts } from "../client/queries";
import { toWorkoutCard, type StartLabels, type WorkoutCardDto, type WorkoutDto } from "../dto";
import { StartTrainingButton } from "./training/start-training-button";
import { shownRange, totalPages } from "../list/filter-state";
import { WorkoutCard } from "./workout-card";

const WorkoutBuilderDialog = lazy(() =>
  import("../builder/builder-dialog").then((module) => ({ default: module.WorkoutBuilderDialog })),
);

type Props = {
  gender: Gender;
  siteOrigin: string;
  startLabels: StartLabels;
  pageSize: number;
  /** Free accounts keep this many; null for Premium. */
  limit: number | null;
};

/** My saved workouts, newest or oldest first (Toggle Sorting), nine at a time; edit and delete each. */
export function MyWorkoutsBrowser({ gender, siteOrigin, startLabels, pageSize, limit }: Props) {
  const t = useTranslations("workouts");
  const queryClient = useQueryClient();
  const mine = useMyWorkouts();
  const [newestFirst, setNewestFirst] = useState(true);
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<WorkoutCardDto | null>(null);
  const [editing, setEditingState] = useState<WorkoutDto | null>(null);
  const [edited, setEdited] = useState<WorkoutDto | null>(null);
  const setEditing = (workout: WorkoutDto | null) => {
    setEditingState(workout);
    if (workout) setEdited(workout);
  };
  const remove = useMutation({
    mutationFn: async (id: number) => {
      await (await loadHttp()).delete(`/api-next/workout/builder/workouts/${id}`);
    },
    onError: (error) => console.error("Failed to delete workout", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_WORKOUTS_KEY }),
  });

  if (mine.isPending)
    return (
      <div role="status" className="flex justify-center py-16">
        <span aria-hidden className="spinner" />
        <span className="sr-only">{t("loading")}</span>
      </div>
    );

  const all = mine.data?.results ?? [];
  const ordered = newestFirst ? all : [...all].reverse();
  const count = ordered.length;
  const pages = totalPages(count, pageSize);
  const current = Math.min(page, Math.max(pages, 1));
  const shown = ordered.slice((current - 1) * pageSize, current * pageSize);
  const { from, to } = shownRange(current, pageSize, count);

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-muted text-sm font-medium">
          {limit === null ? t("mine.countUnlimited", { count }) : t("mine.count", { count, limit })}
        </p>
        <button
          type="button"
          onClick={() => {
            setNewestFirst((value) => !value);
            setPage(1);
          }}
          aria-label={t("toggleSorting")}
          className="ms-auto inline-flex min-h-11 items-center gap-2 rounded-full border border-[var(--border)] px-4 text-sm font-semibold"
        >
          <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M7 4v16M7 20l-3-3M7 20l3-3M17 20V4M17 4l-3 3M17 4l3 3" />
          </svg>
          {newestFirst ? t("newestFirst") : t("oldestFirst")}
        </button>
      </div>
      {count === 0 ? (
        <p className="surface mt-4 rounded-2xl p-6 text-center">{t("mine.empty")}</p>
      ) : (
        <ul data-testid="my-workout-list" className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((workout) => {
            const card = toWorkoutCard(workout);
            return (
              <li key={workout.id}>
                <WorkoutCard
                  workout={card}
                  gender={gender}
                  siteOrigin={siteOrigin}
                  headingLevel={3}
                  actions={
                    <>
                      <StartTrainingButton
                        workoutId={workout.id}
                        own
                        labels={startLabels}
                        className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-emerald-800 hover:bg-[var(--bg)] dark:text-emerald-300"
                      />
                      <button
                        type="button"
                        onClick={() => setEditing(workout)}
                        className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold hover:bg-[var(--bg)]"
                      >
                        {t("card.edit")}
                      </button>
                      <button
                        type="button"
                        onClick={() => setDeleting(card)}
                        className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-red-700 hover:bg-[var(--bg)] dark:text-red-400"
                      >
                        {t("card.delete")}
                      </button>
                    </>
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t("pagination")} className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted text-sm">{t("showing", { from, to, count })}</p>
          <div className="flex gap-2">
            <button
              type="button"
              disabled={current <= 1}
              onClick={() => setPage(current - 1)}
              className="min-h-11 rounded-full border border-[var(--border)] px-5 font-semibold disabled:opacity-40"
            >
              {t("previous")}
            </button>
            <button
              type="button"
              disabled={current >= pages}
              onClick={() => setPage(current + 1)}
              className="min-h-11 rounded-full border border-[var(--border)] px-5 font-semibold disabled:opacity-40"
            >
              {t("next")}
            </button>
          </div>
        </nav>
      ) : null}
      {/* Kept mounted once opened: the builder's 'Workout Added!' outlives its closing. */}
      {edited ? (
        <Suspense fallback={null}>
          <WorkoutBuilderDialog
            open={editing !== null}
            onOpenChange={(open) => !open && setEditing(null)}
            gender={gender}
            initial={editing ?? edited}
          />
        </Suspense>
      ) : null}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("card.deleteTitle")}
        description={deleting ? t("card.deleteText", { name: deleting.name }) : undefined}
        closeLabel={t("card.cancel")}
      >
        <button
          type="button"
          onClick={() => {
            if (deleting) remove.mutate(deleting.id);
            setDeleting(null);
          }}
          className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-red-700 px-5 font-semibold text-white"
        >
          {t("card.deleteConfirm")}
        </button>
      </Dialog>
    </div>
  );
}
