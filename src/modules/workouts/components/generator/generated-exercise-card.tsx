"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { GeneratedExerciseDto } from "../../generator/dto";

/** One pick of a generated plan: what to do, and why it is there, with its swap and leave-out actions. */
export function GeneratedExerciseCard({
  item,
  position,
  onShuffle,
  shuffling,
  shuffleFailed,
  onLeaveOut,
  leftOut,
}: {
  item: GeneratedExerciseDto;
  position: number;
  /** Absent on a shared plan, which is read only. */
  onShuffle?: () => void;
  shuffling?: boolean;
  shuffleFailed?: boolean;
  /** Absent for visitors, who have no profile to keep it in. */
  onLeaveOut?: () => void;
  leftOut?: boolean;
}) {
  const t = useTranslations("generator");
  const { reason } = item;
  const lines = [
    t(`reason.${reason.position}`, { muscle: reason.muscle.name }),
    reason.also.length ? t("reason.also", { muscles: reason.also.map((muscle) => muscle.name).join(", ") }) : null,
    reason.equipment ? t("reason.fit", { equipment: reason.equipment, difficulty: reason.difficulty }) : null,
    reason.newcomer ? t("reason.newcomer") : t(`reason.dose.${reason.goal as "build-muscle"}`),
    reason.older ? t("reason.older") : null,
  ].filter((line): line is string => !!line);

  return (
    <li className="surface rounded-2xl p-4 sm:p-5" data-testid="generated-exercise">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-[var(--color-accent-strong)] text-sm font-bold text-white"
        >
          {position}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-lg leading-snug font-bold break-words">
            <Link href={item.exercise.url} className="hover:underline">
              {item.exercise.name}
            </Link>
          </h3>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm font-semibold" dir="auto">
            <span>{t("result.setsReps", { sets: item.sets.regular, reps: item.reps })}</span>
            {item.sets.warmup ? (
              <span className="text-muted">{t("result.warmup", { count: item.sets.warmup })}</span>
            ) : null}
            <span className="text-muted">{t("result.rest", { seconds: item.rest })}</span>
          </p>
          <details className="group mt-2" open>
            <summary className="text-muted cursor-pointer text-xs font-bold tracking-wide uppercase">
              {t("result.why")}
            </summary>
            <ul className="mt-1 space-y-0.5 text-sm">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {onShuffle ? (
              <button
                type="button"
                className="chip"
                onClick={onShuffle}
                disabled={shuffling}
                aria-busy={shuffling || undefined}
                aria-label={t("result.shuffleLabel", { name: item.exercise.name })}
              >
                {t("result.shuffle")}
              </button>
            ) : null}
            {onLeaveOut ? (
              <button
                type="button"
                className="chip"
                data-checked={leftOut || undefined}
                aria-pressed={leftOut}
                aria-label={t("result.leaveOutLabel", { name: item.exercise.name })}
                onClick={onLeaveOut}
              >
                {leftOut ? t("result.leftOut") : t("result.leaveOut")}
              </button>
            ) : null}
            {shuffleFailed ? (
              <span role="status" className="text-sm text-red-700 dark:text-red-400">
                {t("result.shuffleFailed")}
              </span>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}
