import "server-only";
import { and, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import { trainingEntries, trainingSessions, trainingSets } from "@/db/schema";
import type { Db } from "@/db/client";
import type { SignedInContext } from "@/modules/accounts/context";
import { hydrateExercises } from "@/modules/catalogue/server/hydrate-exercises";
import type { LoggedExerciseDto } from "../log/dto";
import type { LoggedSet } from "../log/model";
import { ACCURATE_REPS_LIMIT } from "../log/one-rep-max";
import { bestsFromLoads, type ExerciseBests, type LoadSummary } from "../log/records";

/** Reads the session and progress use cases share: sets as the log model, bests, exercise names. */
type SetRow = typeof trainingSets.$inferSelect;

export const toLoggedSet = (row: SetRow): LoggedSet => ({
  id: row.id,
  type: row.setType,
  reps: row.reps,
  seconds: row.seconds,
  load: row.loadKg,
  rir: row.rir,
  rpe: row.rpe,
  done: row.done,
});

/** Each exercise's bests from the user's sessions that started before `before` (grouped by load in SQL). */
export async function bestsBefore(
  db: Db,
  userId: string,
  /** Null: every exercise the user has done. */
  exerciseIds: number[] | null,
  before: Date,
): Promise<Map<number, ExerciseBests>> {
  if (exerciseIds?.length === 0) return new Map();
  const rows = await db
    .select({
      exerciseId: trainingEntries.exerciseId,
      load: sql<number>`${trainingSets.loadKg}`.mapWith(Number),
      maxReps: sql<number>`max(${trainingSets.reps})`.mapWith(Number),
      maxAccurateReps: sql<
        number | null
      >`max(${trainingSets.reps}) filter (where ${trainingSets.reps} <= ${ACCURATE_REPS_LIMIT})`,
    })
    .from(trainingSets)
    .innerJoin(trainingEntries, eq(trainingEntries.id, trainingSets.entryId))
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingEntries.sessionId))
    .where(
      and(
        eq(trainingSessions.userId, userId),
        lt(trainingSessions.startedAt, before),
        ...(exerciseIds ? [inArray(trainingEntries.exerciseId, exerciseIds)] : []),
        eq(trainingSets.done, true),
        ne(trainingSets.setType, "warmup"),
        gt(trainingSets.loadKg, 0),
        gt(trainingSets.reps, 0),
      ),
    )
    .groupBy(trainingEntries.exerciseId, trainingSets.loadKg);
  const grouped = new Map<number, LoadSummary[]>();
  for (const row of rows) {
    const summary = {
      load: row.load,
      maxReps: row.maxReps,
      maxAccurateReps: row.maxAccurateReps === null ? null : Number(row.maxAccurateReps),
    };
    grouped.set(row.exerciseId, [...(grouped.get(row.exerciseId) ?? []), summary]);
  }
  return new Map([...grouped].map(([id, loads]) => [id, bestsFromLoads(loads)]));
}

export async function exerciseRefs(ctx: SignedInContext, ids: number[]) {
  const hydrated = await hydrateExercises(ctx.db, [...new Set(ids)], ctx.locale, { lite: true });
  return new Map(
    hydrated.map((exercise) => [
      exercise.id,
      {
        ref: {
          id: exercise.id,
          slug: exercise.slug,
          name: exercise.name,
          url: exercise.url,
        } satisfies LoggedExerciseDto,
        category: exercise.category.name,
      },
    ]),
  );
}
