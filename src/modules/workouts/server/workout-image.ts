import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { exerciseMuscles, muscles, workoutExercises } from "@/db/schema";
import { notFound } from "@/lib/errors";
import type { MapGender } from "@/modules/catalogue/body-map/body-map-state";
import { exerciseIllustrationSvg, type TieredMuscles } from "@/modules/catalogue/body-map/illustration-svg";

const SIZE = { width: 320, height: 180 } as const;

/** The muscles of every exercise in a workout by set, each at the strongest tier any exercise gives it. */
async function workoutMuscles(db: Db, workoutId: number) {
  const items = await db
    .select({ exerciseId: workoutExercises.exerciseId })
    .from(workoutExercises)
    .where(eq(workoutExercises.workoutId, workoutId));
  if (items.length === 0) return null;
  const links = await db
    .select({ set: exerciseMuscles.muscleSet, tier: exerciseMuscles.tier, key: muscles.key })
    .from(exerciseMuscles)
    .innerJoin(muscles, eq(muscles.id, exerciseMuscles.muscleId))
    .where(
      inArray(
        exerciseMuscles.exerciseId,
        items.map((item) => item.exerciseId),
      ),
    );
  const tiers = (set: string): TieredMuscles => {
    const of = (tier: string) =>
      new Set(links.filter((link) => link.set === set && link.tier === tier).map((link) => link.key));
    const primary = of("primary");
    const secondary = [...of("secondary")].filter((key) => !primary.has(key));
    // A workout card shows where the work goes: what is only touched lightly stays grey.
    return { primary: [...primary], secondary, tertiary: [] };
  };
  return { advanced: tiers("advanced"), simple: tiers("simple") };
}

/** A workout's picture (saved workouts change, so nothing is kept; the address carries a version): our body map, front and back, with the muscles its exercises work. */
export async function getWorkoutImage(db: Db, workoutId: number, gender: MapGender): Promise<string> {
  const worked = await workoutMuscles(db, workoutId);
  if (!worked) throw notFound("Image");
  return exerciseIllustrationSvg(gender, worked.advanced, worked.simple, { ...SIZE, sides: "both" });
}
