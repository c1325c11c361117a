"use client";

import { useTranslations } from "next-intl";
import { type FilterGroup, type FilterItem } from "../list/filter-state";
import { useWorkoutFilters } from "../list/filter-store";

export const LABEL_KEYS = {
  equipments: "equipment",
  difficulties: "difficulty",
  muscles: "muscles",
  goals: "goals",
} as const;

/** One filter group's items as checkboxes. */
export function GroupOptions({ group, options }: { group: FilterGroup; options: FilterItem[] }) {
  const t = useTranslations("workouts.filters");
  const chosen = useWorkoutFilters((state) => state[group]);
  const toggle = useWorkoutFilters((state) => state.toggle);
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
