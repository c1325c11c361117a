import "server-only";
import { env } from "@/config/env";
import { localizedAlternates } from "@/i18n/alternates";
import { getPathname } from "@/i18n/navigation";
import type { RequestContext } from "@/modules/billing/context";
import type { Gender } from "@/modules/catalogue/dto";
import { toWorkoutCard, type WorkoutPageData } from "../dto";
import { startLabels } from "./start-labels";
import { findWorkout } from "./get-workout";

/** `/workout/{slug}`: one of our workouts, whole; null for a slug that names none. */
export async function loadWorkoutPage(
  ctx: RequestContext,
  { slug, gender }: { slug: string; gender: Gender },
): Promise<WorkoutPageData | null> {
  const workout = await findWorkout(ctx, slug);
  if (!workout?.slug) return null;
  const { locale } = ctx;
  const path = `/workout/${workout.slug}`;
  return {
    locale,
    gender,
    workout,
    card: toWorkoutCard(workout),
    sharePath: getPathname({ href: `/workouts/${workout.id}`, locale }),
    siteOrigin: new URL(env.SITE_URL).origin,
    startLabels: await startLabels(locale),
    metadata: {
      title: workout.name,
      description: workout.description,
      alternates: localizedAlternates(path, locale),
      openGraph: { title: workout.name, description: workout.description, type: "article" },
    },
  };
}

/** Share links have the shape /workouts/{id}: the address of that original's page, if it is one. */
export async function sharedWorkoutPath(ctx: RequestContext, id: number, gender: Gender): Promise<string | null> {
  const workout = await findWorkout(ctx, id);
  if (!workout?.slug) return null;
  const href = gender === "female" ? `/workout/${workout.slug}?model=f` : `/workout/${workout.slug}`;
  return getPathname({ href, locale: ctx.locale });
}
