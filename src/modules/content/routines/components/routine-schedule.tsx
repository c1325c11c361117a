import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { Link } from "@/i18n/navigation";
import type { RoutineWeekDto } from "../dto";

/**
 * The weeks of a routine: seven days each, in a row on wide screens and as a list on phones. Every
 * training day links to its workout; rest days say so.
 */
export async function RoutineSchedule({ locale, schedule }: { locale: Locale; schedule: RoutineWeekDto[] }) {
  const t = await getTranslations({ locale, namespace: "routines.detail" });
  return (
    <ol className="mt-4 space-y-5">
      {schedule.map((week) => (
        <li key={week.week} className="surface rounded-3xl p-4 sm:p-5">
          <h3 className="text-lg font-bold">{t("week", { week: week.week })}</h3>
          <ol className="mt-3 grid grid-cols-1 gap-1.5 sm:grid-cols-2 sm:gap-2 lg:grid-cols-7">
            {week.days.map(({ day, workout }) => (
              <li
                key={day}
                className={`flex items-baseline gap-3 rounded-xl px-3 py-2 lg:min-h-24 lg:flex-col lg:items-stretch lg:gap-0 lg:rounded-2xl lg:p-3 ${
                  workout
                    ? "border border-[var(--color-accent-2)] bg-[color-mix(in_srgb,var(--color-accent)_9%,var(--surface))]"
                    : "border border-dashed border-[var(--border)]"
                }`}
              >
                <span className="text-muted w-14 shrink-0 text-xs font-bold uppercase lg:w-auto">
                  {t("day", { day })}
                </span>
                {workout ? (
                  <span className="flex min-w-0 flex-1 flex-col lg:mt-1">
                    <Link
                      href={workout.url}
                      className="text-sm leading-snug font-bold underline-offset-2 hover:underline"
                    >
                      {workout.name}
                    </Link>
                    <span className="text-muted pt-0.5 text-xs lg:mt-auto lg:pt-1">
                      {t("minutes", { minutes: workout.estimated_minutes })} ·{" "}
                      {t("exercises", { count: workout.exercise_count })}
                    </span>
                  </span>
                ) : (
                  <span className="text-muted text-sm lg:mt-1">{t("rest")}</span>
                )}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
