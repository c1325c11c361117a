import "server-only";
import type { Db } from "@/db/client";
import { notFound } from "@/lib/errors";
import type { MapGender } from "../body-map/body-map-state";
import { memoizeCatalogue } from "../catalogue-cache";
import type { ExerciseDto } from "../dto";
import { exerciseMotionSvg, motionOf } from "../motion/exercise-motion";
import { shadeOf } from "../motion/figure-shapes";
import { readMotions } from "../motion/motion-catalogue";
import { findExercise } from "./get-exercise";

const musclesOf = (exercise: ExerciseDto) =>
  shadeOf({
    primary: exercise.muscles_primary.map((muscle) => muscle.url_name),
    secondary: exercise.muscles_secondary.map((muscle) => muscle.url_name),
    tertiary: exercise.muscles_tertiary.map((muscle) => muscle.url_name),
  });

/** How many key poses an exercise's movement has (the still frames a page can ask for), or 0 without one. */
export function motionPoseCount(slug: string): number {
  const entry = readMotions()[slug];
  return entry ? (motionOf(entry)?.poses.length ?? 0) : 0;
}

export type MotionFrame = { still: number | null; card: boolean };

/**
 * The exercise's demonstration for a model: animated, or still at one key pose (the reduced-motion
 * strip, the paused player), or a card: the working pose framed close for list thumbnails. The worked
 * muscles are coloured as on the map.
 */
export function getExerciseMotion(db: Db, slug: string, gender: MapGender, frame: MotionFrame): Promise<string> {
  return memoizeCatalogue(db, `motion:${slug}:${gender}:${frame.still ?? "a"}:${frame.card}`, async () => {
    const entry = readMotions()[slug];
    // A card shows the working position: the second key pose, or the only one.
    const still = frame.card ? (frame.still ?? Math.min(1, motionPoseCount(slug) - 1)) : frame.still;
    const exercise = entry ? await findExercise(db, slug, "en-us") : null;
    if (!entry || !exercise) throw notFound("Demonstration");
    const poses = motionOf(entry)?.poses.length ?? 0;
    if (still !== null && still >= poses) throw notFound("Demonstration");
    const svg = exerciseMotionSvg(
      entry,
      gender,
      musclesOf(exercise),
      still === null ? {} : { still, crop: frame.card },
    );
    if (!svg) throw notFound("Demonstration");
    return svg;
  });
}
