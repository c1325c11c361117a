import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { env } from "@/config/env";
import type { Locale } from "@/config/locales";
import { localizedAlternates } from "@/i18n/alternates";
import { getPathname } from "@/i18n/navigation";
import type { RequestContext } from "@/modules/billing/context";
import type { ExercisePageDto } from "../dto";
import { exerciseImagePath, exerciseMotionPath, exercisePath } from "../listing-route";
import type { Gender } from "../schemas";
import { motionPoseCount } from "./exercise-motion";
import { findExercise } from "./get-exercise";
import { listSubstitutions } from "./list-substitutions";

export type ExercisePage = ExercisePageDto & { locale: Locale; metadata: Metadata };

/** Everything an exercise page shows, or null when no exercise has that slug. */
export async function loadExercisePage(
  ctx: RequestContext,
  { slug, gender }: { slug: string; gender: Gender },
): Promise<ExercisePage | null> {
  const { db, locale } = ctx;
  const exercise = /^[a-z0-9-]+$/.test(slug) ? await findExercise(db, slug, locale) : null;
  if (!exercise) return null;
  const [substitutions, t] = await Promise.all([
    listSubstitutions(db, exercise.id, locale),
    getTranslations({ locale, namespace: "exercise" }),
  ]);
  const image = exerciseImagePath(exercise.slug, "male", "png");
  const poses = motionPoseCount(exercise.slug);
  return {
    locale,
    gender,
    exercise,
    substitutions,
    pageUrl: new URL(getPathname({ href: exercisePath(exercise.slug), locale }), env.SITE_URL).toString(),
    imageUrl: new URL(image, env.SITE_URL).toString(),
    sharePath: getPathname({ href: `/exercises/${exercise.id}`, locale }),
    siteOrigin: new URL(env.SITE_URL).origin,
    motion: poses
      ? {
          src: exerciseMotionPath(exercise.slug, gender),
          poses: Array.from({ length: poses }, (_, pose) => exerciseMotionPath(exercise.slug, gender, pose)),
        }
      : null,
    metadata: {
      title: exercise.name,
      description: t("description", { name: exercise.name }),
      alternates: localizedAlternates(exercisePath(exercise.slug), locale),
      openGraph: { title: exercise.name, images: [{ url: image, width: 1200, height: 630 }] },
    },
  };
}
