"use client";

import { useFormatter, useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import type { ProgressDto } from "../../log/dto";

// The chart library loads only when someone opens a chart.
const ExerciseProgressChart = lazy(() => import("./exercise-progress-chart"));

export const RECORDS_SHOWN = 12;

/** Each exercise's bests; choosing one draws its progress over time. */
export function PersonalRecords({ records }: { records: ProgressDto["records"] }) {
  const t = useTranslations("training.overview");
  const format = useFormatter();
  const [chosen, setChosen] = useState<ProgressDto["records"][number] | null>(null);
  const kilos = (value: number) => (value ? `${format.number(value)} kg` : "—");

  return (
    <section aria-labelledby="records-title" className="surface rounded-3xl p-4 sm:p-6">
      <h2 id="records-title" className="text-xl font-bold">
        {t("records")}
      </h2>
      {records.length === 0 ? (
        <p className="mt-3 text-[var(--muted)]">{t("chartEmpty")}</p>
      ) : (
        <>
          {chosen ? (
            <Suspense fallback={<div className="mt-4 h-64 animate-pulse rounded-2xl bg-[var(--bg)]" />}>
              <ExerciseProgressChart exerciseId={chosen.exercise.id} name={chosen.exercise.name} />
            </Suspense>
          ) : null}
          <table className="mt-3 w-full text-sm">
            <thead className="text-[var(--muted)]">
              <tr>
                <th scope="col" className="py-1 text-start font-semibold">
                  {t("exercise")}
                </th>
                <th scope="col" className="py-1 text-end font-semibold">
                  {t("heaviest")}
                </th>
                <th scope="col" className="py-1 text-end font-semibold">
                  {t("estimatedMax")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-[var(--border)]">
              {records.slice(0, RECORDS_SHOWN).map((record) => (
                <tr
                  key={record.exercise.id}
                  className={chosen?.exercise.id === record.exercise.id ? "bg-[var(--bg)]" : undefined}
                >
                  <th scope="row" className="py-1 text-start font-medium">
                    <button
                      type="button"
                      aria-pressed={chosen?.exercise.id === record.exercise.id}
                      aria-label={t("chart", { name: record.exercise.name })}
                      onClick={() => setChosen(record)}
                      className="min-h-11 text-start hover:underline"
                    >
                      {record.exercise.name}
                    </button>
                  </th>
                  <td className="py-1 text-end tabular-nums" dir="ltr">
                    {kilos(record.heaviest)}
                  </td>
                  <td className="py-1 text-end tabular-nums" dir="ltr">
                    {kilos(record.estimated_max)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
