"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { loadHttp } from "@/lib/lazy-http";
import type { SearchSuggestionDto } from "@/modules/catalogue/dto";
import type { ExerciseLabel } from "../../log/session-store";

export type PickedExercise = ExerciseLabel & { id: number };
type Candidate = PickedExercise & { detail: string };

const SEARCH_MIN = 3;
const SEARCH_DEBOUNCE_MS = 300;

async function search(query: string, locale: string, signal: AbortSignal): Promise<Candidate[]> {
  const http = await loadHttp();
  const { suggestions } = await http
    .get("/api-next/search/exercises", { searchParams: { q: query, size: "20", locale }, signal })
    .json<{ suggestions: SearchSuggestionDto[] }>();
  return suggestions.map((item) => ({
    id: item.id,
    name: item.name,
    slug: item.slug,
    url: `/exercise/${item.slug}`,
    detail: item.category.name,
  }));
}

async function alternatives(exerciseId: number, exclude: number[]): Promise<Candidate[]> {
  const http = await loadHttp();
  const query = exclude.length ? `?exclude=${exclude.join("|")}` : "";
  const { results } = await http
    .get(`/api-next/exercises/${exerciseId}/alternatives${query}`)
    .json<{ results: (PickedExercise & { equipment: string[] })[] }>();
  return results.map((item) => ({ ...item, detail: item.equipment.join(", ") }));
}

/** Picks an exercise: by search (adding one) or among the ranked alternatives (swapping one). */
export function ExercisePickerDialog({
  open,
  onClose,
  onPick,
  swapping,
  exclude,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (exercise: PickedExercise) => void;
  /** The exercise being replaced; without it the dialog searches. */
  swapping: PickedExercise | null;
  exclude: number[];
}) {
  const t = useTranslations("training");
  const locale = useLocale();
  const [query, setQuery] = useState("");
  const [debounced, setDebounced] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const found = useQuery({
    queryKey: swapping ? ["training-alternatives", swapping.id, exclude] : ["training-search", locale, debounced],
    queryFn: ({ signal }) => (swapping ? alternatives(swapping.id, exclude) : search(debounced, locale, signal)),
    enabled: open && (swapping !== null || debounced.length >= SEARCH_MIN),
    staleTime: 60_000,
  });
  const results = (found.data ?? []).filter((item) => !exclude.includes(item.id) || swapping !== null);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={swapping ? t("swap.title", { name: swapping.name }) : t("add.title")}
      closeLabel={t("summary.close")}
    >
      {swapping ? null : (
        <label className="mt-4 block">
          <span className="sr-only">{t("add.search")}</span>
          <input
            type="search"
            autoFocus
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t("add.search")}
            className="h-12 w-full rounded-xl border border-[var(--border)] bg-[var(--bg)] px-4 text-base"
          />
        </label>
      )}
      <div className="mt-3 max-h-[55dvh] overflow-y-auto" aria-live="polite">
        {!swapping && debounced.length < SEARCH_MIN ? (
          <p className="py-3 text-sm text-[var(--muted)]">{t("add.hint")}</p>
        ) : found.isPending ? (
          <p className="py-3 text-sm text-[var(--muted)]">{t("swap.loading")}</p>
        ) : found.isError ? (
          <p className="py-3 text-sm text-red-700 dark:text-red-300">{t("swap.failed")}</p>
        ) : results.length === 0 ? (
          <p className="py-3 text-sm text-[var(--muted)]">{swapping ? t("swap.none") : t("add.none")}</p>
        ) : (
          <ul className="divide-y divide-[var(--border)]">
            {results.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onPick(item)}
                  className="flex min-h-12 w-full flex-col items-start rounded-lg px-2 py-2 text-start hover:bg-[var(--bg)]"
                >
                  <span className="font-semibold">{item.name}</span>
                  {item.detail ? <span className="text-sm text-[var(--muted)]">{item.detail}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
