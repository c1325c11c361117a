"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { Popover } from "@/components/ui/popover";
import { FILTER_GROUPS, type FilterGroup, type FilterItem } from "@/modules/workouts/list/filter-state";
import type { RoutineFiltersDto } from "../dto";
import { useRoutineFilters } from "../list/routine-filter-store";

const LABEL_KEYS = { equipments: "equipment", difficulties: "difficulty", muscles: "muscles", goals: "goals" } as const;
export type FilterOptions = Record<FilterGroup, FilterItem[]>;

export function routineFilterOptions(filters: RoutineFiltersDto): FilterOptions {
  const named = (items: { id: number; name: string }[]) => items.map(({ id, name }) => ({ id, name }));
  return {
    equipments: named(filters.equipment),
    difficulties: named(filters.difficulties),
    muscles: named(filters.muscles),
    goals: named(filters.goals),
  };
}

function GroupOptions({ group, options }: { group: FilterGroup; options: FilterItem[] }) {
  const t = useTranslations("routines.filters");
  const chosen = useRoutineFilters((state) => state[group]);
  const toggle = useRoutineFilters((state) => state.toggle);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold">{t(LABEL_KEYS[group])}</legend>
      <ul className="grid grid-cols-1 gap-0.5 sm:grid-cols-2">
        {options.map((item) => (
          <li key={item.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-[var(--bg)]">
              <input
                type="checkbox"
                className="h-5 w-5 accent-[var(--color-accent-strong)]"
                checked={chosen.some((entry) => entry.id === item.id)}
                onChange={() => toggle(group, item)}
              />
              <span>{item.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

const Chevron = () => (
  <svg aria-hidden viewBox="0 0 12 12" className="h-3 w-3">
    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

/** Desktop: one dropdown per group. */
export function RoutineFilterDropdowns({ options }: { options: FilterOptions }) {
  const t = useTranslations("routines.filters");
  const state = useRoutineFilters();
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
                <Chevron />
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

/** Mobile: the four groups in a panel that slides over the page. */
export function RoutineFilterSheet({ options, count }: { options: FilterOptions; count: number }) {
  const t = useTranslations("routines.filters");
  const active = useRoutineFilters((state) => state.activeFilters.length);
  return (
    <RadixDialog.Root>
      <RadixDialog.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-full border border-[var(--border)] bg-[var(--surface)] px-4 text-sm font-semibold lg:hidden">
        <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {t("open")}
        {active ? (
          <span className="rounded-full bg-[var(--color-accent-strong)] px-1.5 text-xs text-white">{active}</span>
        ) : null}
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content className="fixed inset-y-0 end-0 z-50 flex w-[min(92vw,420px)] flex-col bg-[var(--surface)] shadow-2xl focus:outline-none">
          <div className="flex items-center justify-between border-b border-[var(--border)] px-5 py-3">
            <RadixDialog.Title className="text-lg font-bold">{t("title")}</RadixDialog.Title>
            <RadixDialog.Description className="sr-only">{t("title")}</RadixDialog.Description>
            <RadixDialog.Close
              aria-label={t("close")}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full hover:bg-[var(--bg)]"
            >
              <svg
                aria-hidden
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </RadixDialog.Close>
          </div>
          <div className="flex-1 space-y-6 overflow-y-auto px-5 py-4">
            {FILTER_GROUPS.map((group) => (
              <GroupOptions key={group} group={group} options={options[group]} />
            ))}
          </div>
          <div className="border-t border-[var(--border)] p-4">
            <RadixDialog.Close className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-[var(--color-accent-strong)] px-5 font-semibold text-white">
              {t("showResults", { count })}
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The chosen filters as chips; each removes itself, and "Clear all" goes back to page 1. */
export function RoutineFilterChips() {
  const t = useTranslations("routines.filters");
  const { activeFilters, toggle, clear } = useRoutineFilters();
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
