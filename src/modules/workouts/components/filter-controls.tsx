"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { Popover } from "@/components/ui/popover";
import type { WorkoutFiltersDto } from "../dto";
import { FILTER_GROUPS, type FilterGroup, type FilterItem } from "../list/filter-state";
import { useWorkoutFilters } from "../list/filter-store";
import { GroupOptions, LABEL_KEYS } from "./filter-group-options";
import { SHEET_TRIGGER, SheetTriggerContent } from "./filter-sheet-trigger";

export function optionsOf(filters: WorkoutFiltersDto): Record<FilterGroup, FilterItem[]> {
  const named = (items: { id: number; name: string }[]) => items.map(({ id, name }) => ({ id, name }));
  return {
    equipments: named(filters.equipment),
    difficulties: named(filters.difficulties),
    muscles: named(filters.muscles),
    goals: named(filters.goals),
  };
}

/** Desktop: one dropdown per group. */
export function FilterDropdowns({ options }: { options: Record<FilterGroup, FilterItem[]> }) {
  const t = useTranslations("workouts.filters");
  const state = useWorkoutFilters();
  return (
    <div className="flex flex-wrap gap-2 max-lg:hidden">
      {FILTER_GROUPS.map((group) => (
        <div key={group} className="rounded-full border border-[var(--border)] bg-[var(--surface)]">
          <Popover
            label={t(LABEL_KEYS[group])}
            trigger={
              <>
                <span>{t(LABEL_KEYS[group])}</span>
                {state[group].length ? (
                  <span className="rounded-full bg-[var(--color-accent-strong)] px-1.5 text-xs text-white">
                    {state[group].length}
                  </span>
                ) : null}
                <svg aria-hidden viewBox="0 0 12 12" className="h-3 w-3">
                  <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
                </svg>
              </>
            }
          >
            <GroupOptions group={group} options={options[group]} />
          </Popover>
        </div>
      ))}
    </div>
  );
}

const loadSheet = () => import("./filter-sheet");
const FilterSheetPanel = lazy(() => loadSheet().then((module) => ({ default: module.FilterSheetPanel })));

/** Mobile: the four groups in a panel that slides over the page; its dialog code loads when first wanted. */
export function FilterSheet({ options, count }: { options: Record<FilterGroup, FilterItem[]>; count: number }) {
  const t = useTranslations("workouts.filters");
  const active = useWorkoutFilters((state) => state.activeFilters.length);
  const [armed, setArmed] = useState(false);
  const placeholder = (onClick?: () => void) => (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={SHEET_TRIGGER}
      onPointerEnter={() => void loadSheet()}
      onFocus={() => void loadSheet()}
      onClick={onClick}
    >
      <SheetTriggerContent label={t("open")} active={active} />
    </button>
  );
  if (!armed) return placeholder(() => setArmed(true));
  return (
    <Suspense fallback={placeholder()}>
      <FilterSheetPanel options={options} count={count} />
    </Suspense>
  );
}

/** The chosen filters as chips; each removes itself. */
export function FilterChips() {
  const t = useTranslations("workouts.filters");
  const { activeFilters, toggle, clear } = useWorkoutFilters();
  if (activeFilters.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2" aria-label={t("active")} role="group">
      {activeFilters.map((item) => (
        <button
          key={`${item.group}-${item.id}`}
          type="button"
          onClick={() => toggle(item.group, item)}
          aria-label={t("remove", { name: item.name })}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-[var(--color-accent-3)] px-3 text-sm font-semibold text-[#7c2d12]"
        >
          {item.name}
          <svg aria-hidden viewBox="0 0 12 12" className="h-3 w-3">
            <path d="M3 3l6 6M9 3l-6 6" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      ))}
      <button type="button" onClick={clear} className="min-h-9 px-2 text-sm font-semibold underline">
        {t("clear")}
      </button>
    </div>
  );
}
