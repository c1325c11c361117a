import "server-only";
import { localePath } from "@/config/locales";
import type { UserContext } from "@/modules/billing/context";
import { exerciseImagePath, exerciseMotionPath, exercisePath } from "@/modules/catalogue/listing-route";
import { motionPoseCount } from "@/modules/catalogue/server/exercise-motion";
import { listExerciseSlugs } from "@/modules/catalogue/server/list-exercise-slugs";
import type { OfflineLibraryDto } from "../dto";
import { listMyWorkouts } from "./my-workouts";
import { listOriginalWorkouts } from "./list-workout-paths";

/**
 * Sizes as served, measured on the catalogue (bench/offline-library.mjs): the screen says "about", and
 * the device counts the real bytes as it stores them. `api` is one workout's answer, read to start it.
 */
export const AVERAGE_BYTES = { page: 55_000, image: 65_000, motion: 6_000, api: 7_000 } as const;

/** The screens a lifter needs in the gym: their workouts, the training log and a session. */
const TRAINING_PAGES = ["/my-workouts", "/training", "/training/session"];

/**
 * What "Save for offline" keeps (Premium): every exercise page, illustration and demonstration and every one of our
 * workouts, in the user's language and body model, and the user's own workouts and training screens.
 * A workout is started from its API answer, which carries the user's star or is theirs: those answers
 * are personal, kept first and forgotten at sign-out.
 */
export async function listOfflineLibrary(ctx: UserContext): Promise<OfflineLibraryDto> {
  const gender = ctx.user.profile.gender ?? "male";
  const [slugs, originals, mine] = await Promise.all([
    listExerciseSlugs(ctx.db),
    listOriginalWorkouts(ctx.db),
    listMyWorkouts(ctx, { limit: 1000, offset: 0, remove_fields: "" }, ""),
  ]);
  const local = (path: string) => localePath(ctx.locale, path);
  const ours = originals.map((workout) => `/workout/${workout.slug}`);
  const shared = ["/", "/workouts", ...ours, ...slugs.map((slug) => exercisePath(slug, gender))].map(local);
  const illustrations = slugs.map((slug) => exerciseImagePath(slug, gender, "svg"));
  // The demonstration moves offline too; its still poses are only the placeholder and the reduced-motion strip.
  const motions = slugs.filter((slug) => motionPoseCount(slug) > 0).map((slug) => exerciseMotionPath(slug, gender));
  const images = [...illustrations, ...motions];
  // Saved workouts live on /my-workouts (they have no page of their own); their pictures go along.
  const pages = [...TRAINING_PAGES.map(local), ...mine.results.map((workout) => workout.src_image)];
  const answers = [
    ...mine.results.map((workout) => `/api-next/workout/builder/workouts/${workout.id}`),
    ...originals.map((workout) => `/api-next/workout/originals/workouts/${workout.id}`),
  ];
  return {
    locale: ctx.locale,
    exercises: slugs.length,
    workouts: ours.length,
    saved: mine.results.length,
    shared,
    images,
    personal: [...pages, ...answers],
    estimated_bytes:
      (shared.length + pages.length) * AVERAGE_BYTES.page +
      illustrations.length * AVERAGE_BYTES.image +
      motions.length * AVERAGE_BYTES.motion +
      answers.length * AVERAGE_BYTES.api,
  };
}
