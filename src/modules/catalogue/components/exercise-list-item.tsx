import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { ExerciseDto } from "../dto";
import type { Gender } from "../schemas";
import { exerciseImagePath, exercisePath } from "../listing-route";
import { DifficultyBadge } from "./difficulty-badge";

export function ExerciseListItem({ exercise, gender }: { exercise: ExerciseDto; gender: Gender }) {
  const t = useTranslations("exercises");
  const primary = exercise.muscles_primary.map((muscle) => muscle.name).join(", ");
  return (
    <li>
      <Link href={exercisePath(exercise.slug, gender)} className="exercise-card">
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
    </li>
  );
}
