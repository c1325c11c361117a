"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useId, useState, type KeyboardEvent } from "react";
import type { Gender } from "@/modules/catalogue/dto";
import { LIMITS } from "./state";
import { useBuilderStore } from "./store";
import { MusclePanel } from "./muscle-panel";
import { SearchPanel } from "./search-panel";

type Tab = "search" | "map";

/** Adding exercises: by name (suggestions from 3 characters) or by muscle (the front map or a list). */
export function ExercisePicker({
  gender,
  searchRef,
}: {
  gender: Gender;
  searchRef: (el: HTMLInputElement | null) => void;
}) {
  const t = useTranslations("builder.add");
  const id = useId();
  const [tab, setTab] = useState<Tab>("search");
  const full = useBuilderStore((state) => state.exercises.length >= LIMITS.exercises);
  const tabs: { value: Tab; label: string }[] = [
    { value: "search", label: t("search") },
    { value: "map", label: t("bodyMap") },
  ];
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const next: Tab =
      event.key === "Home" ? "search" : event.key === "End" ? "map" : tab === "search" ? "map" : "search";
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <section aria-labelledby="builder-add-heading" className="flex flex-col gap-4">
      <h2 id="builder-add-heading" tabIndex={-1} className="text-lg font-bold outline-none">
        {t("title")}
      </h2>
      <div role="tablist" aria-label={t("tabs")} className="grid grid-cols-2 rounded-full bg-[var(--bg)] p-1">
        {tabs.map((item) => (
          <button
            key={item.value}
            id={`${id}-tab-${item.value}`}
            type="button"
            role="tab"
            aria-selected={tab === item.value}
            aria-controls={`${id}-panel-${item.value}`}
            tabIndex={tab === item.value ? 0 : -1}
            onClick={() => setTab(item.value)}
            onKeyDown={onTabKey}
            className={clsx(
              "min-h-10 rounded-full px-3 text-sm font-semibold transition-colors",
              tab === item.value
                ? "bg-[var(--surface)] text-[var(--text)] shadow-sm"
                : "text-muted hover:text-[var(--text)]",
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      {full ? (
        <p
          role="status"
          className="rounded-xl bg-amber-100 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-950/50 dark:text-amber-200"
        >
          {t("full", { max: String(LIMITS.exercises) })}
        </p>
      ) : null}
      <div id={`${id}-panel-search`} role="tabpanel" aria-labelledby={`${id}-tab-search`} hidden={tab !== "search"}>
        <SearchPanel gender={gender} inputRef={searchRef} />
      </div>
      <div id={`${id}-panel-map`} role="tabpanel" aria-labelledby={`${id}-tab-map`} hidden={tab !== "map"}>
        {tab === "map" ? <MusclePanel gender={gender} /> : null}
      </div>
    </section>
  );
}
