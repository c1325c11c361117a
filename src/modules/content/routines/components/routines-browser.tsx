"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { loadHttp } from "@/lib/lazy-http";
import { INITIAL_FILTERS, originalsQuery, shownRange, totalPages } from "@/modules/workouts/list/filter-state";
import { ROUTINE_ORDERINGS, type RoutineFiltersDto, type RoutineOrdering, type RoutinesPage } from "../dto";
import { useRoutineFilters } from "../list/routine-filter-store";
import { RoutineCard } from "./routine-card";
import {
  RoutineFilterChips,
  RoutineFilterDropdowns,
  RoutineFilterSheet,
  routineFilterOptions,
} from "./routine-filter-controls";

/** Spec §7: the routines list is kept five minutes. */
const ROUTINES_STALE_MS = 5 * 60_000;

type Props = { initial: RoutinesPage; filters: RoutineFiltersDto; pageSize: number };

/** Our routines: sort, four filter groups with chips, nine cards a page, Previous and Next. */
export function RoutinesBrowser({ initial, filters, pageSize }: Props) {
  const t = useTranslations("routines");
  const locale = useLocale();
  const state = useRoutineFilters();
  // The list call takes the workouts list's parameters ('|'-joined ids, empty groups left out).
  const query = originalsQuery(state, pageSize);
  const untouched = state.activeFilters.length === 0 && state.ordering === INITIAL_FILTERS.ordering && state.page === 1;
  const list = useQuery({
    queryKey: ["routines", locale, query],
    staleTime: ROUTINES_STALE_MS,
    placeholderData: keepPreviousData,
    initialData: untouched ? initial : undefined,
    queryFn: async () => (await loadHttp()).get("/api-next/routines", { searchParams: query }).json<RoutinesPage>(),
  });
  const top = useRef<HTMLDivElement>(null);
  const shownPage = useRef(state.page);
  useEffect(() => {
    if (shownPage.current === state.page) return;
    shownPage.current = state.page;
    top.current?.scrollIntoView({ block: "start" });
  }, [state.page]);

  const count = list.data?.count ?? 0;
  const pages = totalPages(count, pageSize);
  const { from, to } = shownRange(state.page, pageSize, count);
  const options = routineFilterOptions(filters);
  const pageButton =
    "min-h-11 rounded-full border border-[var(--border)] bg-[var(--surface)] px-5 font-semibold disabled:opacity-40";

  return (
    <div ref={top} className="scroll-mt-20">
      <div className="flex flex-wrap items-center gap-2">
        <RoutineFilterSheet options={options} count={count} />
        <RoutineFilterDropdowns options={options} />
        <label className="ms-auto flex items-center gap-2 text-sm font-medium">
          <span>{t("sort.label")}</span>
          <select
            value={state.ordering}
            onChange={(event) => state.order(event.target.value as RoutineOrdering)}
            className="min-h-11 rounded-full border border-[var(--border)] bg-[var(--surface)] px-3 font-semibold"
          >
            {ROUTINE_ORDERINGS.map((ordering) => (
              <option key={ordering} value={ordering}>
                {t(`sort.${ordering}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <RoutineFilterChips />

      <div className="relative mt-6 rounded-2xl" aria-busy={list.isFetching}>
        {list.isPending ? (
          <div role="status" className="flex justify-center py-16">
            <span aria-hidden className="spinner" />
            <span className="sr-only">{t("loading")}</span>
          </div>
        ) : list.isError ? (
          <div className="surface rounded-2xl p-6 text-center">
            <p>{t("loadFailed")}</p>
            <button type="button" onClick={() => void list.refetch()} className="mt-3 font-semibold underline">
              {t("retry")}
            </button>
          </div>
        ) : count === 0 ? (
          <p className="surface rounded-2xl p-6 text-center">{t("empty")}</p>
        ) : (
          <ul
            data-testid="routine-list"
            className={`grid grid-cols-1 gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${
              list.isPlaceholderData ? "opacity-60" : ""
            }`}
          >
            {list.data?.results.map((routine) => (
              <li key={routine.id}>
                <RoutineCard routine={routine} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {count > 0 ? (
        <nav aria-label={t("pagination")} className="mt-8 flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted text-sm" aria-live="polite">
            {t("showing", { from, to, count })}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              disabled={state.page <= 1}
              onClick={() => state.goTo(state.page - 1)}
              className={pageButton}
            >
              {t("previous")}
            </button>
            <button
              type="button"
              disabled={state.page >= pages}
              onClick={() => state.goTo(state.page + 1)}
              className={pageButton}
            >
              {t("next")}
            </button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}
