import "server-only";
import type { Db } from "@/db/client";
import { notFound } from "@/lib/errors";
import { exerciseIllustrationSvg } from "../body-map/illustration-svg";
import type { MapGender } from "../body-map/body-map-state";
import { memoizeCatalogue } from "../catalogue-cache";
import type { ExerciseDto, MuscleRefDto } from "../dto";
import { getExerciseMotion, motionPoseCount } from "./exercise-motion";
import { findExercise } from "./get-exercise";

export type ImageFormat = "svg" | "png" | "card";
export type ExerciseImage = { body: Uint8Array | string; contentType: string };

const SIZES = {
  svg: { width: 240, height: 240, sides: "both" },
  card: { width: 120, height: 160, sides: "main" },
  png: { width: 1200, height: 630, sides: "both" },
} as const;
const keys = (muscles: MuscleRefDto[]) => muscles.map((muscle) => muscle.url_name);

function illustration(
  exercise: ExerciseDto,
  gender: MapGender,
  format: ImageFormat,
  size: { width: number; height: number } = SIZES[format],
): string {
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
    { ...SIZES[format], ...size, background: format === "png" ? "#ffffff" : undefined },
  );
}

/**
 * The share picture: our figure in the exercise's working position beside the muscles it works (the
 * muscles alone when the exercise has no demonstration).
 */
function shareImage(muscles: string, motion: string): string {
  const { width, height } = SIZES.png;
  const place = (svg: string, x: number, y: number, w: number, h: number) =>
    svg.replace(/^<svg ([^>]*?)width="\d+" height="\d+"/, `<svg $1x="${x}" y="${y}" width="${w}" height="${h}"`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>${place(motion, 50, 45, 540, 540)}${place(muscles, 560, 0, 640, height)}</svg>`
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
    const working = Math.min(1, motionPoseCount(slug) - 1);
    const motion = working < 0 ? null : await getExerciseMotion(db, slug, gender, { still: working, card: false });
    const shared = motion
      ? shareImage(illustration(exercise, gender, format, { width: 640, height: 630 }), motion)
      : svg;
    return { body: new Uint8Array(new Resvg(shared).render().asPng()), contentType: "image/png" };
  });
}
