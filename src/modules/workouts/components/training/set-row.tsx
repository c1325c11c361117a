"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { fromKg, toKg, type WeightUnit } from "@/lib/units";
import type { LoggedSet } from "../../log/model";
import type { PreviousSet } from "../../log/prefill";
import type { RecordKind } from "../../log/records";
import type { EffortScale } from "../../log/session-store";
import { NumberCell } from "./number-cell";

export const SET_GRID =
  "grid grid-cols-[2.5rem_minmax(0,1fr)_4rem_3.5rem_2.75rem_2.75rem] items-center gap-1.5 sm:grid-cols-[2.75rem_minmax(0,1fr)_6rem_5rem_4rem_3rem] sm:gap-3";

/** One set: its kind, last time's numbers, weight, reps or time, RIR or RPE, and the done tick. */
export function SetRow({
  set,
  number,
  previous,
  unit,
  effort,
  records,
  onChange,
  onCycleType,
  onToggleDone,
}: {
  set: LoggedSet;
  /** Working sets are numbered; warm-ups show W. */
  number: number;
  previous: PreviousSet | undefined;
  unit: WeightUnit;
  effort: EffortScale;
  records: RecordKind[] | undefined;
  onChange: (change: Partial<LoggedSet>) => void;
  onCycleType: () => void;
  onToggleDone: () => void;
}) {
  const t = useTranslations("training.session");
  const timed = set.seconds !== null && set.reps === null;
  const typeName = t(`types.${set.type}`);
  const short = set.type === "normal" ? String(number) : t(`typeShort.${set.type}`);
  const name =
    set.type === "normal"
      ? t("setName", { number })
      : set.type === "warmup"
        ? t("warmupName", { number })
        : t("otherSetName", { type: typeName, number });
  const previousText = previous
    ? `${previous.load !== null ? `${fromKg(previous.load, unit)} ${unit} × ` : ""}${previous.reps ?? (previous.seconds ? `${previous.seconds}s` : "")}`
    : "—";
  return (
    <li className={clsx(SET_GRID, "rounded-xl px-1 py-1", set.done && "bg-emerald-50 dark:bg-emerald-950/40")}>
      <button
        type="button"
        onClick={onCycleType}
        aria-label={t("setType", { name, type: typeName })}
        title={typeName}
        className={clsx(
          "flex h-11 w-10 items-center justify-center rounded-xl text-sm font-bold",
          set.type === "normal"
            ? "bg-[var(--bg)]"
            : "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
        )}
      >
        {short}
      </button>
      <span className="truncate text-center text-sm text-[var(--muted)] tabular-nums" dir="ltr">
        {previousText}
        {records?.length ? (
          <span
            className="ms-1 inline-block rounded-full bg-amber-400 px-1.5 text-xs font-bold text-amber-950"
            title={records.map((kind) => t(`recordKinds.${kind}`)).join(", ")}
          >
            {t("record")}
          </span>
        ) : null}
      </span>
      <NumberCell
        value={set.load === null ? null : fromKg(set.load, unit)}
        onChange={(value) => onChange({ load: value === null ? null : toKg(value, unit) })}
        label={`${name}: ${unit}`}
        decimals
        max={unit === "kg" ? 2000 : 4400}
      />
      {timed ? (
        <NumberCell
          value={set.seconds}
          onChange={(seconds) => onChange({ seconds })}
          label={`${name}: ${t("seconds")}`}
          max={86_400}
        />
      ) : (
        <NumberCell
          value={set.reps}
          onChange={(reps) => onChange({ reps })}
          label={`${name}: ${t("reps")}`}
          max={1000}
        />
      )}
      {effort === "rir" ? (
        <NumberCell value={set.rir} onChange={(rir) => onChange({ rir })} label={`${name}: ${t("rirHint")}`} max={10} />
      ) : (
        <NumberCell
          value={set.rpe}
          onChange={(rpe) => onChange({ rpe })}
          label={`${name}: ${t("rpeHint")}`}
          decimals
          max={10}
        />
      )}
      <div className="flex items-center justify-end">
        <button
          type="button"
          role="checkbox"
          aria-checked={set.done}
          aria-label={t("markDone", { name })}
          onClick={onToggleDone}
          className={clsx(
            "flex h-11 w-11 items-center justify-center rounded-xl border-2 text-lg font-bold",
            set.done
              ? "border-emerald-600 bg-emerald-600 text-white"
              : "border-[var(--border)] text-[var(--muted)] hover:border-emerald-600",
          )}
        >
          <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="3">
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </li>
  );
}
