"use client";

import clsx from "clsx";
import { Link } from "@/i18n/navigation";
import type { KeyedDto } from "../dto";
import type { Gender } from "../schemas";
import { exerciseImagePath, exercisePath } from "../listing-route";
import { DifficultyBadge } from "./difficulty-badge";

type Props = {
  slug: string;
  gender: Gender;
  name: string;
  /** Primary muscles and first equipment, already in the reader's language. */
  detail: string;
  difficulty: Pick<KeyedDto, "key" | "name">;
  className?: string;
};

/**
 * The card linking to one exercise. A client component on purpose: list pages then carry these few
 * props in their payload instead of the card's whole element tree, which keeps cached pages small.
 */
export function ExerciseCard({ slug, gender, name, detail, difficulty, className }: Props) {
  return (
    <Link href={exercisePath(slug, gender)} className={clsx("exercise-card", className)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small cached SVG; next/image adds nothing here */}
      <img
        src={exerciseImagePath(slug, gender, "card")}
        alt=""
        width={48}
        height={64}
        loading="lazy"
        className="exercise-card-img"
      />
      <div className="exercise-card-body">
        <h2 className="exercise-card-title">{name}</h2>
        <p className="exercise-card-detail">{detail}</p>
      </div>
      <DifficultyBadge difficulty={difficulty} />
    </Link>
  );
}
