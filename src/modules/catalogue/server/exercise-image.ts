import "server-only";
import type { Db } from "@/db/client";
import { notFound } from "@/lib/errors";
import { exerciseIllustrationSvg } from "../body-map/illustration-svg";
import type { MapGender } from "../body-map/body-map-state";
import { memoizeCatalogue } from "../catalogue-cache";
import type { ExerciseDto, MuscleRefDto } from "../dto";
import { getExerciseMotion } from "./exercise-motion";
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

/**
 * The share picture: our figure in the exercise's working position beside the muscles it works, or the
 * muscles alone when the exercise has no demonstration.
 */
function shareImage(muscles: string, motion: string | null): string {
  if (!motion) return muscles;
  const { width, height } = SIZES.png;
  const place = (svg: string, x: number, w: number) =>
    svg.replace(/^<svg ([^>]*?)width="\d+" height="\d+"/, `<svg $1x="${x}" y="0" width="${w}" height="${height}"`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>${place(motion, 40, 420)}${place(muscles, 440, 740)}</svg>`
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
    const shared = shareImage(svg, await getExerciseMotion(db, slug, gender, { still: null, card: true }).catch(() => null));
    return { body: new Uint8Array(new Resvg(shared).render().asPng()), contentType: "image/png" };
  });
}
