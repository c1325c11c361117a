"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import type { GeneratedWorkoutDto } from "../../generator/dto";
import { SESSION_MAX_SETS } from "../../generator/rules";

/** The plan as a whole: fractional sets per muscle, and what it could not do or chose to spare. */
export function GeneratorSummary({ plan }: { plan: GeneratedWorkoutDto }) {
  const t = useTranslations("generator.result");
  const { volume, uncovered, spared, chosen_though_tired } = plan.summary;
  const list = (muscles: { name: string }[]) => muscles.map((muscle) => muscle.name).join(", ");
  return (
    <div className="mt-5 space-y-3">
      {uncovered.map((muscle) => (
        <Alert key={muscle.key} tone="info">
          {muscle.why === "time"
            ? t("uncoveredTime", { muscle: muscle.name, minutes: plan.minutes })
            : t("uncoveredNoExercise", { muscle: muscle.name })}
        </Alert>
      ))}
      {spared.length ? <Alert tone="info">{t("spared", { muscles: list(spared) })}</Alert> : null}
      {chosen_though_tired.length ? (
        <Alert tone="info">{t("chosenThoughTired", { muscles: list(chosen_though_tired) })}</Alert>
      ) : null}
      {volume.length ? (
        <details className="surface rounded-2xl p-4" open>
          <summary className="cursor-pointer font-bold">{t("volumeHeading")}</summary>
          <p className="text-muted mt-1 text-sm">{t("volumeNote")}</p>
          <ul className="mt-3 space-y-1.5" data-testid="generator-volume">
            {volume.map((muscle) => (
              <li key={muscle.key} className="grid grid-cols-[7.5rem_1fr_auto] items-center gap-2 text-sm">
                <span className="truncate font-semibold" title={muscle.name}>
                  {muscle.name}
                  {muscle.chosen ? <span className="sr-only"> ({t("chosen")})</span> : null}
                </span>
                <span className="h-2.5 overflow-hidden rounded-full bg-[var(--border)]" aria-hidden="true">
                  <span
                    className={`block h-full rounded-full ${muscle.chosen ? "bg-[var(--color-accent-strong)]" : "bg-[var(--color-accent-2)]"}`}
                    style={{ width: `${Math.min(100, (muscle.sets / SESSION_MAX_SETS) * 100)}%` }}
                  />
                </span>
                <span className="tabular-nums" dir="ltr">
                  {t("sets", { sets: muscle.sets })}
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
