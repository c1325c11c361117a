"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { Fragment, useEffect, useRef, type ReactNode } from "react";
import type { AdContent } from "@/modules/billing/dto";
import { loadHttp } from "@/lib/lazy-http";
import { AdView } from "@/modules/billing/components/ad-view";
import type { Gender } from "@/modules/catalogue/dto";
import {
  WORKOUT_ORDERINGS,
  toWorkoutCard,
  type Paged,
  type WorkoutCardDto,
  type WorkoutFiltersDto,
  type WorkoutsPage,
} from "../dto";
import { INITIAL_FILTERS, originalsQuery, shownRange, totalPages } from "../list/filter-state";
import { useWorkoutFilters } from "../list/filter-store";
import { WORKOUTS_STALE_MS } from "../client/queries";
import { FilterChips, FilterDropdowns, FilterSheet, optionsOf } from "./filter-controls";
import { WorkoutCard } from "./workout-card";

/** Spec §2: an ad after every row of three cards. */
const CARDS_PER_ROW = 3;

type Props = {
  initial: Paged<WorkoutCardDto>;
  filters: WorkoutFiltersDto;
  gender: Gender;
  pageSize: number;
  siteOrigin: string;
  ads: AdContent[];
  /** The control that opens the workout builder. */
  builder?: ReactNode;
  /** The male/female body model switch. */
  modelSwitch?: ReactNode;
};

/** Our workouts: sort, four filter groups with chips, the cards nine at a time, and the builder. */
export function WorkoutsBrowser({ initial, filters, gender, pageSize, siteOrigin, ads, builder, modelSwitch }: Props) {
  const t = useTranslations("workouts");
  const locale = useLocale();
  const state = useWorkoutFilters();
  const query = originalsQuery(state, pageSize);
  const untouched = state.activeFilters.length === 0 && state.ordering === INITIAL_FILTERS.ordering && state.page === 1;
  const list = useQuery({
    queryKey: ["originals", locale, query],
    staleTime: WORKOUTS_STALE_MS,
    placeholderData: keepPreviousData,
    initialData: untouched ? initial : undefined,
    queryFn: async (): Promise<Paged<WorkoutCardDto>> => {
      const page = await (
        await loadHttp()
      )
        .get("/api-next/workout/originals/workouts", { searchParams: query })
        .json<WorkoutsPage>();
      return { ...page, results: page.results.map(toWorkoutCard) };
    },
  });
  const top = useRef<HTMLDivElement>(null);
  const firstPage = useRef(state.page);
  useEffect(() => {
    if (firstPage.current === state.page) return;
    firstPage.current = state.page;
    top.current?.scrollIntoView({ block: "start" });
  }, [state.page]);

  const data = list.data;
  const count = data?.count ?? 0;
  const pages = totalPages(count, pageSize);
  const { from, to } = shownRange(state.page, pageSize, count);
  const options = optionsOf(filters);

  return (
    <div ref={top} className="scroll-mt-20">
      <div className="flex flex-wrap items-center gap-2">
        <FilterSheet options={options} count={count} />
        <FilterDropdowns options={options} />
        {modelSwitch}
        <label className="ms-auto flex items-center gap-2 text-sm font-medium">
          <span>{t("sort.label")}</span>
          <select
            value={state.ordering}
            onChange={(event) => state.order(event.target.value as (typeof WORKOUT_ORDERINGS)[number])}
            className="min-h-11 rounded-full border border-[var(--border)] bg-[var(--surface)] px-3 font-semibold"
          >
            {WORKOUT_ORDERINGS.map((ordering) => (
              <option key={ordering} value={ordering}>
                {t(`sort.${ordering}`)}
              </option>
            ))}
          </select>
        </label>
        {builder}
      </div>
      <FilterChips />

      <div id="results" tabIndex={-1} className="relative mt-6 rounded-2xl" aria-busy={list.isFetching}>
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
            data-testid="workout-list"
            className={`grid grid-cols-1 gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${list.isPlaceholderData ? "opacity-60" : ""}`}
          >
            {data?.results.map((workout, index) => {
              const rowEnds = (index + 1) % CARDS_PER_ROW === 0 || index === data.results.length - 1;
              const ad = ads[Math.floor(index / CARDS_PER_ROW) % Math.max(ads.length, 1)];
              return (
                <Fragment key={workout.id}>
                  <li>
                    <WorkoutCard
                      workout={workout}
                      gender={gender}
                      siteOrigin={siteOrigin}
                      eager={index < CARDS_PER_ROW}
                    />
                  </li>
                  {rowEnds && ad ? (
                    <li className="sm:col-span-2 lg:col-span-3">
                      <AdView content={ad} />
                    </li>
                  ) : null}
                </Fragment>
              );
            })}
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
              className="min-h-11 rounded-full border border-[var(--border)] px-5 font-semibold disabled:opacity-40"
            >
              {t("previous")}
            </button>
            <button
              type="button"
              disabled={state.page >= pages}
              onClick={() => state.goTo(state.page + 1)}
              className="min-h-11 rounded-full border border-[var(--border)] px-5 font-semibold disabled:opacity-40"
            >
              {t("next")}
            </button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}
