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
          <ol className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-7">
            {week.days.map(({ day, workout }) => (
              <li
                key={day}
                className={`flex min-h-24 flex-col rounded-2xl p-3 max-lg:min-h-0 ${
                  workout
                    ? "border border-[var(--color-accent-2)] bg-[color-mix(in_srgb,var(--color-accent-3)_35%,var(--surface))]"
                    : "border border-dashed border-[var(--border)]"
                }`}
              >
                <span className="text-muted text-xs font-bold uppercase">{t("day", { day })}</span>
                {workout ? (
                  <>
                    <Link
                      href={workout.url}
                      className="mt-1 text-sm leading-snug font-bold underline-offset-2 hover:underline"
                    >
                      {workout.name}
                    </Link>
                    <span className="text-muted mt-auto pt-1 text-xs">
                      {t("minutes", { minutes: workout.estimated_minutes })} ·{" "}
                      {t("exercises", { count: workout.exercise_count })}
                    </span>
                  </>
                ) : (
                  <span className="text-muted mt-1 text-sm">{t("rest")}</span>
                )}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
