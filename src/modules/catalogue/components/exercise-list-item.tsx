import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import type { ExerciseDto } from "../dto";
import type { Gender } from "../schemas";
import { exerciseImagePath, exercisePath } from "../listing-route";
import { DifficultyBadge } from "./difficulty-badge";

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
  const primary = exercise.muscles_primary.map((muscle) => muscle.name).join(", ");
  return (
    <li className={action ? "flex items-center gap-3" : undefined}>
      <Link
        href={exercisePath(exercise.slug, gender)}
        className={action ? "exercise-card min-w-0 flex-1" : "exercise-card"}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- a small cached SVG; next/image adds nothing here */}
        <img
          src={exerciseImagePath(exercise.slug, gender, "card")}
          alt=""
          width={48}
          height={64}
          loading="lazy"
          className="h-16 w-12 shrink-0"
        />
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-2 text-base font-semibold">{exercise.name}</h2>
          <p className="text-muted mt-1 truncate text-sm">
            {t("primary", { muscles: primary })}
            {exercise.equipment[0] ? ` · ${exercise.equipment[0].name}` : ""}
          </p>
        </div>
        <DifficultyBadge difficulty={exercise.difficulty} />
      </Link>
      {action}
    </li>
  );
}
