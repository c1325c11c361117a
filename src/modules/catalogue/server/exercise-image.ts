import "server-only";
import type { Db } from "@/db/client";
import { notFound } from "@/lib/errors";
import { exerciseIllustrationSvg } from "../body-map/illustration-svg";
import type { MapGender } from "../body-map/body-map-state";
import { memoizeCatalogue } from "../catalogue-cache";
import type { ExerciseDto, MuscleRefDto } from "../dto";
import { findExercise } from "./get-exercise";

export type ImageFormat = "svg" | "png" | "card";
export type ExerciseImage = { body: Uint8Array | string; contentType: string };

const SIZES = {
  svg: { width: 240, height: 240, sides: "both" },
  card: { width: 120, height: 160, sides: "main" },
  png: { width: 1200, height: 630, sides: "both" },
} as const;
const keys = (muscles: MuscleRefDto[]) => muscles.map((muscle) => muscle.url_name);

function illustration(exercise: ExerciseDto, gender: MapGender, format: ImageFormat): string {
  return exerciseIllustrationSvg(
    gender,
    {
      primary: keys(exercise.advanced_muscles.primary),
      secondary: keys(exercise.advanced_muscles.secondary),
      tertiary: keys(exercise.advanced_muscles.tertiary),
    },
    {
      primary: keys(exercise.muscles_primary),
      secondary: keys(exercise.muscles_secondary),
      tertiary: keys(exercise.muscles_tertiary),
    },
    { ...SIZES[format], background: format === "png" ? "#ffffff" : undefined },
  );
}

/** The muscle illustration of an exercise: SVGs for pages and cards (one figure), a PNG for og:image. */
export function getExerciseImage(db: Db, slug: string, gender: MapGender, format: ImageFormat): Promise<ExerciseImage> {
  return memoizeCatalogue(db, `image:${slug}:${gender}:${format}`, async () => {
    const exercise = await findExercise(db, slug, "en-us");
    if (!exercise) throw notFound("Exercise");
    const svg = illustration(exercise, gender, format);
    if (format !== "png") return { body: svg, contentType: "image/svg+xml" };
    const { Resvg } = await import("@resvg/resvg-js");
    return { body: new Uint8Array(new Resvg(svg).render().asPng()), contentType: "image/png" };
  });
}
