"use client";

import clsx from "clsx";
import { Link } from "@/i18n/navigation";
import type { KeyedDto } from "../dto";
import type { Gender } from "../schemas";
import { exerciseMotionPath, exercisePath } from "../listing-route";
import { DifficultyBadge } from "./difficulty-badge";

type Props = {
  slug: string;
  gender: Gender;
  name: string;
  /** Targeted muscles and first equipment, already in the reader's language. */
  detail: string;
  difficulty: Pick<KeyedDto, "key" | "name">;
  /** One level below the heading of the list the card sits in. */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * The card linking to one exercise. A client component on purpose: list pages then carry these few
 * props in their payload instead of the card's whole element tree, which keeps cached pages small.
 * The badge sits under the text so that long names and details wrap rather than share a row with it.
 */
export function ExerciseCard({ slug, gender, name, detail, difficulty, headingLevel = 2, className }: Props) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <Link href={exercisePath(slug, gender)} className={clsx("exercise-card h-full", className)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small cached SVG; next/image adds nothing here */}
      <img
        src={exerciseMotionPath(slug, gender, "card")}
        alt=""
        width={48}
        height={64}
        loading="lazy"
        className="exercise-card-img"
      />
      <div className="exercise-card-body">
        <Heading className="exercise-card-title">{name}</Heading>
        <p className="exercise-card-detail">{detail}</p>
        <div className="mt-2">
          <DifficultyBadge difficulty={difficulty} />
        </div>
      </div>
    </Link>
  );
}
