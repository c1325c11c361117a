import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { ExerciseDto } from "../dto";
import type { Gender } from "../schemas";
import { ExerciseCard } from "./exercise-card";

/** One exercise of a list; `action` sits beside the card (e.g. remove from My Exercises). */
export function ExerciseListItem({
  exercise,
  gender,
  action,
}: {
  exercise: ExerciseDto;
  gender: Gender;
  action?: ReactNode;
}) {
  const t = useTranslations("exercises");
  const primary = t("primary", { muscles: exercise.muscles_primary.map((muscle) => muscle.name).join(", ") });
  const equipment = exercise.equipment[0]?.name;
  return (
    <li className={action ? "flex items-center gap-3" : undefined}>
      <ExerciseCard
        slug={exercise.slug}
        gender={gender}
        name={exercise.name}
        detail={equipment ? `${primary} · ${equipment}` : primary}
        difficulty={{ key: exercise.difficulty.key, name: exercise.difficulty.name }}
        className={action ? "min-w-0 flex-1" : undefined}
      />
      {action}
    </li>
  );
}
