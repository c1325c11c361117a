import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { ExerciseDto, MuscleRefDto } from "../dto";
import type { Gender } from "../schemas";
import { ExerciseCard } from "./exercise-card";

type MuscleSet = "simple" | "advanced" | "joints";

/** What the card says it targets, in the muscle set of the list it is shown in (simple when it has none there). */
function targetsIn(exercise: ExerciseDto, set: MuscleSet): MuscleRefDto[] {
  const own = set === "advanced" ? exercise.advanced_muscles.primary : set === "joints" ? exercise.joints : [];
  return own.length > 0 ? own : exercise.muscles_primary;
}

/** One exercise of a list; `action` sits beside the card (e.g. remove from My Exercises). */
export function ExerciseListItem({
  exercise,
  gender,
  muscleSet = "simple",
  headingLevel,
  action,
}: {
  exercise: ExerciseDto;
  gender: Gender;
  muscleSet?: MuscleSet;
  headingLevel?: 2 | 3;
  action?: ReactNode;
}) {
  const t = useTranslations("exercises");
  const primary = t("primary", {
    muscles: targetsIn(exercise, muscleSet)
      .map((muscle) => muscle.name)
      .join(", "),
  });
  const equipment = exercise.equipment[0]?.name;
  // Only the props given: each one left undefined would still be written into every page's payload.
  const optional = {
    ...(headingLevel ? { headingLevel } : {}),
    ...(action ? { className: "min-w-0 flex-1" } : {}),
  };
  const card = (
    <ExerciseCard
      slug={exercise.slug}
      gender={gender}
      name={exercise.name}
      detail={equipment ? `${primary} · ${equipment}` : primary}
      difficulty={{ key: exercise.difficulty.key, name: exercise.difficulty.name }}
      {...optional}
    />
  );
  return action ? (
    <li className="flex items-center gap-3">
      {card}
      {action}
    </li>
  ) : (
    <li>{card}</li>
  );
}
