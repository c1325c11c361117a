import { getFormatter, getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { Paged } from "@/modules/catalogue/dto";
import type { StartLabels } from "../../dto";
import type { ProgressDto, TrainingSessionSummaryDto } from "../../log/dto";
import { PendingDiscards } from "./pending-discards";
import { StartTrainingButton } from "./start-training-button";
import { PersonalRecords } from "./personal-records";
import { TrainingHeatMap } from "./training-heat-map";

const BAND_BAR = {
  none: "bg-[var(--border)]",
  low: "bg-slate-400",
  growth: "bg-emerald-600",
  high: "bg-red-600",
} as const;

/** The training page for Premium users: start, history, weekly work, sets per muscle, records, the heat map. */
export async function TrainingOverview({
  sessions,
  progress,
  muscleNames,
  startLabels,
}: {
  sessions: Paged<TrainingSessionSummaryDto>;
  progress: ProgressDto;
  muscleNames: Record<string, string>;
  startLabels: StartLabels;
}) {
  const t = await getTranslations("training");
  const format = await getFormatter();
  const maxVolume = Math.max(1, ...progress.weekly.map((week) => week.volume));
  const trained = progress.muscle_sets.filter((muscle) => muscle.sets > 0);
  const maxSets = Math.max(20, ...trained.map((muscle) => muscle.sets));

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PendingDiscards />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t("title")}</h1>
          <p className="mt-1 text-[var(--muted)]">{t("description")}</p>
        </div>
        <StartTrainingButton workoutId={null} labels={startLabels} />
      </header>

      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="history-title" className="surface rounded-3xl p-4 sm:p-6">
          <h2 id="history-title" className="text-xl font-bold">
            {t("overview.history")}
          </h2>
          {sessions.results.length === 0 ? (
            <p className="mt-3 text-[var(--muted)]">
              {t("overview.noSessions")}{" "}
              <Link href="/workouts" className="text-link">
                {t("start.button")}
              </Link>
            </p>
          ) : (
            <ol className="mt-3 divide-y divide-[var(--border)]">
              {sessions.results.map((session) => (
                <li key={session.id} className="py-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-semibold">{session.title}</p>
                    <time dateTime={session.started_at} className="text-sm text-[var(--muted)]">
                      {format.dateTime(new Date(session.started_at), { dateStyle: "medium", timeStyle: "short" })}
                    </time>
                  </div>
                  <p className="mt-0.5 text-sm text-[var(--muted)]">
                    {[
                      t("overview.exercises", { count: session.exercises.length }),
                      t("overview.sets", { count: session.sets_done }),
                      `${format.number(Math.round(session.total_load))} kg`,
                      session.duration_seconds !== null
                        ? t("overview.minutes", { count: Math.round(session.duration_seconds / 60) })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                    {session.records > 0 ? (
                      <span className="ms-2 rounded-full bg-amber-400 px-2 text-xs font-bold text-amber-950">
                        {t("session.record")} × {session.records}
                      </span>
                    ) : null}
                  </p>
                  <p className="mt-0.5 line-clamp-1 text-sm">{session.exercises.join(", ")}</p>
                </li>
              ))}
            </ol>
          )}
        </section>

        <TrainingHeatMap gender="male" names={muscleNames} />
      </div>

      <section aria-labelledby="weekly-title" className="surface rounded-3xl p-4 sm:p-6">
        <h2 id="weekly-title" className="text-xl font-bold">
          {t("overview.weekly")}
        </h2>
        <ol className="mt-4 flex h-40 items-end gap-1.5 sm:gap-3" dir="ltr">
          {progress.weekly.map((week) => (
            <li key={week.week_start} className="flex h-full min-w-0 flex-1 flex-col justify-end">
              <span className="sr-only">
                {t("overview.weekOf", { date: format.dateTime(new Date(week.week_start), { dateStyle: "medium" }) })}:{" "}
                {t("overview.sessionsPerWeek")} {week.sessions}, {t("overview.volumePerWeek")} {week.volume} kg
              </span>
              <span aria-hidden className="text-center text-xs font-semibold tabular-nums">
                {week.sessions || ""}
              </span>
              <span
                aria-hidden
                className="w-full rounded-t-md bg-[var(--color-accent)]"
                style={{ height: `${Math.max(week.volume ? 4 : 1, (week.volume / maxVolume) * 100)}%` }}
              />
            </li>
          ))}
        </ol>
        <p className="mt-2 text-xs text-[var(--muted)]">
          {t("overview.volumePerWeek")} (kg) · {t("overview.sessionsPerWeek")}
        </p>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="muscles-title" className="surface rounded-3xl p-4 sm:p-6">
          <h2 id="muscles-title" className="text-xl font-bold">
            {t("overview.muscleSets")}
          </h2>
          <p className="mt-1 text-sm text-[var(--muted)]">{t("overview.muscleSetsHint")}</p>
          <ul className="mt-4 space-y-2">
            {(trained.length ? trained : progress.muscle_sets.slice(0, 6)).map((muscle) => (
              <li key={muscle.muscle_name} className="grid grid-cols-[7rem_1fr_3rem] items-center gap-2 text-sm">
                <span className="truncate font-medium">{muscle.name}</span>
                <span className="relative h-3 rounded-full bg-[var(--bg)]">
                  <span
                    aria-hidden
                    className="absolute inset-y-0 w-px bg-[var(--muted)] opacity-40"
                    style={{ insetInlineStart: `${(10 / maxSets) * 100}%` }}
                  />
                  <span
                    className={`block h-full rounded-full ${BAND_BAR[muscle.band]}`}
                    style={{ width: `${(muscle.sets / maxSets) * 100}%` }}
                  />
                </span>
                <span className="text-end tabular-nums" title={t(`overview.bands.${muscle.band}`)}>
                  {format.number(muscle.sets, { maximumFractionDigits: 2 })}
                </span>
              </li>
            ))}
          </ul>
        </section>

        <PersonalRecords records={progress.records} />
      </div>
    </div>
  );
}
