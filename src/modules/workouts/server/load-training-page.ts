import "server-only";
import type { UserContext } from "@/modules/billing/context";
import { listMuscles } from "@/modules/catalogue/server/list-taxonomy";
import { startLabels } from "./start-labels";
import { trainingProgress } from "./training-progress";
import { listSessions } from "./training-sessions";

export const TRAINING_HISTORY_SIZE = 20;

/** The training page's data, or null when the plan has no tracking (the page then offers it). */
export async function loadTrainingPage(ctx: UserContext) {
  if (!ctx.entitlements.logSets) return null;
  const [sessions, progress, muscles] = await Promise.all([
    listSessions(ctx, { limit: TRAINING_HISTORY_SIZE, offset: 0 }, "http://localhost/api-next/workout/logs"),
    trainingProgress(ctx, { weeks: 12 }),
    listMuscles(ctx.db, ctx.locale),
  ]);
  const muscleNames = Object.fromEntries(muscles.results.map((muscle) => [muscle.key, muscle.name]));
  return { sessions, progress, muscleNames, startLabels: await startLabels(ctx.locale, true) };
}
