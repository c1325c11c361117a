"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { FILTER_GROUPS, type FilterGroup, type FilterItem } from "../list/filter-state";
import { useWorkoutFilters } from "../list/filter-store";
import { GroupOptions } from "./filter-group-options";
import { SHEET_TRIGGER, SheetTriggerContent } from "./filter-sheet-trigger";

/** Mobile: the four groups in a panel that slides over the page, open from its first mount. */
export function FilterSheetPanel({ options, count }: { options: Record<FilterGroup, FilterItem[]>; count: number }) {
  const t = useTranslations("workouts.filters");
  const active = useWorkoutFilters((state) => state.activeFilters.length);
  return (
    <RadixDialog.Root defaultOpen>
      <RadixDialog.Trigger className={SHEET_TRIGGER}>
        <SheetTriggerContent label={t("open")} active={active} />
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
