"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Link } from "@/i18n/navigation";
import type { WeightUnit } from "@/lib/units";
import type { LoggedEntry, LoggedSet } from "../../log/model";
import type { PreviousSet } from "../../log/prefill";
import type { RecordKind } from "../../log/records";
import type { EffortScale, ExerciseLabel } from "../../log/session-store";
import { SET_GRID, SetRow } from "./set-row";

export type EntryActions = {
  changeSet: (setId: string, change: Partial<LoggedSet>) => void;
  cycleType: (setId: string) => void;
  toggleDone: (set: LoggedSet) => void;
  addSet: () => void;
  removeSet: (setId: string) => void;
  setRest: (seconds: number) => void;
  setNotes: (notes: string) => void;
  move: (delta: -1 | 1) => void;
  swap: () => void;
  remove: () => void;
};

const ACTION_BUTTON =
  "min-h-11 rounded-full border border-[var(--border)] px-4 text-sm font-semibold hover:border-[var(--color-accent)] disabled:opacity-50";

/** One exercise of the session: its sets in a table, rest, notes and what can be done to it. */
export function LoggedEntryCard({
  entry,
  label,
  previous,
  records,
  unit,
  effort,
  first,
  last,
  actions,
}: {
  entry: LoggedEntry;
  label: ExerciseLabel | undefined;
  previous: PreviousSet[];
  records: Record<string, RecordKind[]>;
  unit: WeightUnit;
  effort: EffortScale;
  first: boolean;
  last: boolean;
  actions: EntryActions;
}) {
  const t = useTranslations("training.session");
  const [menu, setMenu] = useState(false);
  const [notesOpen, setNotesOpen] = useState(entry.notes !== "");
  const name = label?.name ?? `#${entry.exercise_id}`;
  const timed = entry.sets.some((set) => set.seconds !== null && set.reps === null);
  let working = 0;
  const previousWork = previous.filter((set) => set.type !== "warmup");
  const previousWarmups = previous.filter((set) => set.type === "warmup");
  let warmups = 0;
  const lastSet = entry.sets.at(-1);

  return (
    <li className="surface rounded-3xl p-3 sm:p-5">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          {entry.group ? (
            <p className="text-xs font-bold tracking-wide text-[var(--color-accent-strong)] uppercase dark:text-[var(--color-accent-2)]">
              {t("superset", { group: entry.group })}
            </p>
          ) : null}
          <h2 className="text-lg leading-snug font-bold">
            {label ? (
              <Link href={label.url} className="hover:underline" target="_blank">
                {name}
              </Link>
            ) : (
              name
            )}
          </h2>
        </div>
        <button
          type="button"
          aria-expanded={menu}
          aria-label={t("options", { name })}
          onClick={() => setMenu((open) => !open)}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-[var(--bg)]"
        >
          <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
            <circle cx="5" cy="12" r="2" />
            <circle cx="12" cy="12" r="2" />
            <circle cx="19" cy="12" r="2" />
          </svg>
        </button>
      </div>
      {menu ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" className={ACTION_BUTTON} disabled={first} onClick={() => actions.move(-1)}>
            {t("moveUp")}
          </button>
          <button type="button" className={ACTION_BUTTON} disabled={last} onClick={() => actions.move(1)}>
            {t("moveDown")}
          </button>
          <button type="button" className={ACTION_BUTTON} onClick={actions.swap}>
            {t("swap")}
          </button>
          <button type="button" className={`${ACTION_BUTTON} text-red-700 dark:text-red-300`} onClick={actions.remove}>
            {t("remove")}
          </button>
        </div>
      ) : null}

      <div className={`${SET_GRID} mt-3 px-1 text-xs font-semibold text-[var(--muted)]`} aria-hidden>
        <span className="text-center">{t("set")}</span>
        <span className="text-center">{t("previous")}</span>
        <span className="text-center">{unit}</span>
        <span className="text-center">{timed ? t("seconds") : t("reps")}</span>
        <span className="text-center" title={t(`${effort}Hint`)}>
          {t(effort)}
        </span>
        <span />
      </div>
      <ol className="mt-1 space-y-1">
        {entry.sets.map((set) => {
          const isWarmup = set.type === "warmup";
          const number = isWarmup ? ++warmups : ++working;
          const before = isWarmup ? previousWarmups[number - 1] : previousWork[number - 1];
          return (
            <SetRow
              key={set.id}
              set={set}
              number={number}
              previous={before}
              unit={unit}
              effort={effort}
              records={records[set.id]}
              onChange={(change) => actions.changeSet(set.id, change)}
              onCycleType={() => actions.cycleType(set.id)}
              onToggleDone={() => actions.toggleDone(set)}
            />
          );
        })}
      </ol>

      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button type="button" className={ACTION_BUTTON} onClick={actions.addSet}>
          + {t("addSet")}
        </button>
        {lastSet ? (
          <button type="button" className={ACTION_BUTTON} onClick={() => actions.removeSet(lastSet.id)}>
            − {t("removeSet", { number: entry.sets.filter((set) => set.type === lastSet.type).length })}
          </button>
        ) : null}
        <label className="ms-auto flex items-center gap-2 text-sm text-[var(--muted)]">
          <span aria-hidden>{t("restShort")}</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={3600}
            step={15}
            value={entry.rest}
            aria-label={t("restLabel")}
            onChange={(event) => actions.setRest(Number(event.target.value) || 0)}
            className="h-11 w-20 rounded-xl border border-[var(--border)] bg-[var(--bg)] px-2 text-center font-semibold text-[var(--text)] tabular-nums"
          />
          <span aria-hidden>s</span>
        </label>
      </div>
      {notesOpen ? (
        <label className="mt-3 block">
          <span className="text-sm font-semibold">{t("notes")}</span>
          <textarea
            value={entry.notes}
            maxLength={1000}
            onChange={(event) => actions.setNotes(event.target.value)}
            placeholder={t("notesPlaceholder")}
            rows={2}
            className="mt-1 w-full rounded-xl border border-[var(--border)] bg-[var(--bg)] p-3 text-base"
          />
        </label>
      ) : (
        <button type="button" className="text-link mt-3 min-h-11 text-sm" onClick={() => setNotesOpen(true)}>
          + {t("notes")}
        </button>
      )}
    </li>
  );
}
