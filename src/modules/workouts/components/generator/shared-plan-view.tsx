"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
import { useGeneratorStore } from "../../client/generator-store";
import type { GeneratedWorkoutDto } from "../../generator/dto";
import { GeneratedExerciseCard } from "./generated-exercise-card";
import { GENERATED_WORKOUT_PATH } from "./generator-wizard";
import { GeneratedPlanHeader } from "./generated-plan-header";
import { GeneratorSummary } from "./generator-summary";

/** A plan opened from its address: read only, with a way to make it one's own (swap, save, log). */
export function SharedPlanView({ plan }: { plan: GeneratedWorkoutDto }) {
  const t = useTranslations("generator");
  const router = useRouter();
  const open = () => {
    void Promise.resolve(useGeneratorStore.persist.rehydrate()).then(() => {
      const store = useGeneratorStore.getState();
      store.set("generated_workout", plan);
      router.push(GENERATED_WORKOUT_PATH);
    });
  };
  return (
    <div className="mx-auto max-w-3xl">
      <GeneratedPlanHeader plan={plan} kicker={t("shared.kicker")} />
      <GeneratorSummary plan={plan} />
      <ol className="mt-6 space-y-3" aria-label={t("result.heading")}>
        {plan.exercises.map((item, index) => (
          <GeneratedExerciseCard key={`${item.order}-${item.exercise.id}`} item={item} position={index + 1} />
        ))}
      </ol>
      <div className="surface mt-6 rounded-3xl p-5 sm:p-6">
        <p className="text-muted text-sm">{t("shared.note")}</p>
        <Button className="mt-3" onClick={open}>
          {t("shared.open")}
        </Button>
      </div>
      <p className="text-muted mt-4 text-xs">{t("result.seed", { seed: plan.seed, version: plan.rule_version })}</p>
    </div>
  );
}
