"use client";

import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { loadHttp } from "@/lib/lazy-http";
import type { ExerciseDto } from "@/modules/catalogue/dto";
import { useAnnounce } from "./announcer";
import { toExerciseRef } from "../dto";
import { LIMITS } from "./state";
import { useBuilderStore } from "./store";

/** One exercise, whole, from the catalogue (shared with the muscle lists' cache). */
export function exerciseQuery(locale: string, id: number) {
  return queryOptions({
    queryKey: ["builder-exercise", locale, id],
    queryFn: async () => (await loadHttp()).get(`/api-next/exercises/${id}`).json<ExerciseDto>(),
    staleTime: 10 * 60_000,
  });
}

/**
 * Adds an exercise to the workout: from its full record when one is at hand (muscle lists), else
 * fetched by id first (search suggestions carry no equipment, which shuffling needs).
 */
export function useAddExercise() {
  const t = useTranslations("builder");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [pending, setPending] = useState<number | null>(null);
  const [failed, setFailed] = useState<number | null>(null);

  const add = async (id: number, known?: ExerciseDto) => {
    const state = useBuilderStore.getState();
    if (state.exercises.some((item) => item.exercise.id === id) || pending !== null) return;
    setFailed(null);
    setPending(id);
    try {
      const exercise = known ?? (await queryClient.fetchQuery(exerciseQuery(locale, id)));
      if (useBuilderStore.getState().exercises.length >= LIMITS.exercises) return;
      useBuilderStore.getState().add(toExerciseRef(exercise));
      announce(t("list.added", { name: exercise.name }));
    } catch {
      setFailed(id);
    } finally {
      setPending(null);
    }
  };
  return { add, pending, failed };
}
