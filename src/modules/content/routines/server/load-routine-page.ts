import "server-only";
import { localizedAlternates } from "@/i18n/alternates";
import type { RequestContext } from "@/modules/billing/context";
import type { RoutinePageData } from "../dto";
import { findRoutine } from "./get-routine";

/** `/routines/{slug}`: one routine, whole; null for a slug that names none. */
export async function loadRoutinePage(ctx: RequestContext, slug: string): Promise<RoutinePageData | null> {
  const routine = await findRoutine(ctx, slug);
  if (!routine) return null;
  return {
    locale: ctx.locale,
    routine,
    metadata: {
      title: routine.name,
      description: routine.description,
      alternates: localizedAlternates(routine.url, ctx.locale),
      openGraph: { title: routine.name, description: routine.description, type: "article" },
    },
  };
}
