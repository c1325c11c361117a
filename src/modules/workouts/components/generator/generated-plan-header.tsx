"use client";

import { useTranslations } from "next-intl";
import type { GeneratedWorkoutDto } from "../../generator/dto";

/** A plan's name, goal and level, and its size against the time budget. */
export function GeneratedPlanHeader({ plan, kicker }: { plan: GeneratedWorkoutDto; kicker: string }) {
  const t = useTranslations("generator.result");
  return (
    <header>
      <p className="text-muted text-sm font-semibold">{kicker}</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{plan.name}</h1>
      <p className="mt-2 font-semibold">{t("forGoal", { goal: plan.goal.name, level: plan.fitness_level.name })}</p>
      <p className="text-muted mt-1 text-sm">
        {t("summary", { count: plan.exercises.length, minutes: plan.estimated_minutes, budget: plan.minutes })}
      </p>
    </header>
  );
}
