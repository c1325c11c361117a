"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { fromKg, type WeightUnit } from "@/lib/units";
import type { TrainingSessionDto } from "../../log/dto";

/** What the finished workout came to: time, sets, volume and records. */
export function SessionSummary({
  session,
  unit,
  onClose,
}: {
  session: TrainingSessionDto;
  unit: WeightUnit;
  onClose: () => void;
}) {
  const t = useTranslations("training");
  const format = useFormatter();
  const minutes = Math.round((session.duration_seconds ?? 0) / 60);
  const figures = [
    { label: t("summary.duration"), value: t("overview.minutes", { count: minutes }) },
    { label: t("summary.sets"), value: format.number(session.sets_done) },
    { label: t("summary.volume"), value: `${format.number(Math.round(fromKg(session.total_load, unit)))} ${unit}` },
    { label: t("summary.records"), value: format.number(session.records) },
  ];
  return (
    <section aria-labelledby="summary-title" className="surface mx-auto max-w-xl rounded-3xl p-6 text-center sm:p-8">
      <h1 id="summary-title" className="text-2xl font-bold">
        {t("summary.title")}
      </h1>
      <p className="mt-1 text-[var(--muted)]">{session.title}</p>
      <dl className="mt-6 grid grid-cols-2 gap-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-2xl bg-[var(--bg)] p-4">
            <dt className="text-sm text-[var(--muted)]">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {session.records > 0 ? (
        <ul className="mt-5 space-y-1 text-start">
          {session.entries.flatMap((entry) =>
            entry.sets
              .filter((set) => set.records.length > 0)
              .map((set) => (
                <li key={set.id} className="flex items-center gap-2">
                  <span className="rounded-full bg-amber-400 px-2 text-xs font-bold text-amber-950">
                    {t("session.record")}
                  </span>
                  <span className="font-semibold">{entry.exercise.name}</span>
                  <span className="text-[var(--muted)] tabular-nums" dir="ltr">
                    {set.load !== null ? `${fromKg(set.load, unit)} ${unit} × ` : ""}
                    {set.range}
                  </span>
                </li>
              )),
          )}
        </ul>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          href="/training"
          className="inline-flex min-h-11 items-center rounded-full bg-[var(--color-accent-strong)] px-6 font-semibold text-white hover:bg-[var(--color-accent-deep)]"
        >
          {t("summary.progress")}
        </Link>
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-full border border-[var(--border)] px-6 font-semibold"
        >
          {t("summary.close")}
        </button>
      </div>
    </section>
  );
}
