import "server-only";
import { asc, eq } from "drizzle-orm";
import {
  exercises,
  favourites,
  trainingEntries,
  trainingSessions,
  trainingSets,
  workoutExercises,
  workoutFavourites,
  workouts,
} from "@/db/schema";
import type { SignedInContext } from "@/modules/accounts/context";
import type { AccountExportDto } from "../log/import/dto";
import { formatMoveAtlasCsv, type MoveAtlasCsvRow } from "../log/import/moveatlas-csv";
import type { ExportQuery } from "../log/import/schemas";

export type ExportFile = { filename: string; contentType: string; body: string };

const exerciseRef = { id: exercises.id, slug: exercises.slug, name: exercises.name };

/**
 * A download of what the user keeps here (GDPR's right of access and portability): JSON holds it all,
 * CSV the training log one set per row, in the columns our import reads back. Every query is held
 * to the caller's own rows.
 */
export async function exportAccount(ctx: SignedInContext, { format }: ExportQuery): Promise<ExportFile> {
  const day = new Date().toISOString().slice(0, 10);
  if (format === "csv")
    return {
      filename: `moveatlas-export-${day}.csv`,
      contentType: "text/csv; charset=utf-8",
      body: formatMoveAtlasCsv(await trainingRows(ctx)),
    };
  return {
    filename: `moveatlas-export-${day}.json`,
    contentType: "application/json; charset=utf-8",
    body: JSON.stringify(await accountDocument(ctx), null, 2),
  };
}

/** Every logged set, oldest session first, in the order it was done. */
export async function trainingRows(ctx: SignedInContext): Promise<MoveAtlasCsvRow[]> {
  const rows = await ctx.db
    .select({ session: trainingSessions, entry: trainingEntries, set: trainingSets, exercise: exerciseRef })
    .from(trainingSets)
    .innerJoin(trainingEntries, eq(trainingEntries.id, trainingSets.entryId))
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingEntries.sessionId))
    .innerJoin(exercises, eq(exercises.id, trainingEntries.exerciseId))
    .where(eq(trainingSessions.userId, ctx.user.pk))
    .orderBy(
      asc(trainingSessions.startedAt),
      asc(trainingSessions.id),
      asc(trainingEntries.position),
      asc(trainingSets.position),
    );
  return rows.map(({ session, entry, set, exercise }) => ({
    date: session.startedAt.toISOString(),
    sessionTitle: session.title,
    exerciseName: exercise.name,
    exerciseSlug: exercise.slug,
    setOrder: set.position + 1,
    setType: set.setType,
    reps: set.reps,
    seconds: set.seconds,
    weightKg: set.loadKg,
    rir: set.rir,
    rpe: set.rpe,
    done: set.done,
    notes: entry.notes,
  }));
}

async function accountDocument(ctx: SignedInContext): Promise<AccountExportDto> {
  const userId = ctx.user.pk;
  const [favouriteRows, workoutRows, starRows, sessionRows] = await Promise.all([
    ctx.db
      .select({ exercise: exerciseRef, addedAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(exercises, eq(exercises.id, favourites.exerciseId))
      .where(eq(favourites.userId, userId))
      .orderBy(asc(favourites.createdAt), asc(favourites.id)),
    ctx.db.select().from(workouts).where(eq(workouts.ownerId, userId)).orderBy(asc(workouts.createdAt)),
    ctx.db
      .select({
        workoutId: workouts.id,
        slug: workouts.slug,
        name: workouts.name,
        starredAt: workoutFavourites.createdAt,
      })
      .from(workoutFavourites)
      .innerJoin(workouts, eq(workouts.id, workoutFavourites.workoutId))
      .where(eq(workoutFavourites.userId, userId))
      .orderBy(asc(workoutFavourites.createdAt)),
    ctx.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.userId, userId))
      .orderBy(asc(trainingSessions.startedAt), asc(trainingSessions.id)),
  ]);

  const [workoutItems, entryRows, setRows] = await Promise.all([
    ctx.db
      .select({ item: workoutExercises, exercise: exerciseRef })
      .from(workoutExercises)
      .innerJoin(workouts, eq(workouts.id, workoutExercises.workoutId))
      .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
      .where(eq(workouts.ownerId, userId))
      .orderBy(asc(workoutExercises.position)),
    ctx.db
      .select({ entry: trainingEntries, exercise: exerciseRef })
      .from(trainingEntries)
      .innerJoin(trainingSessions, eq(trainingSessions.id, trainingEntries.sessionId))
      .innerJoin(exercises, eq(exercises.id, trainingEntries.exerciseId))
      .where(eq(trainingSessions.userId, userId))
      .orderBy(asc(trainingEntries.position)),
    ctx.db
      .select({ set: trainingSets })
      .from(trainingSets)
      .innerJoin(trainingEntries, eq(trainingEntries.id, trainingSets.entryId))
      .innerJoin(trainingSessions, eq(trainingSessions.id, trainingEntries.sessionId))
      .where(eq(trainingSessions.userId, userId))
      .orderBy(asc(trainingSets.position)),
  ]);
  const itemsOf = groupBy(workoutItems, (row) => row.item.workoutId);
  const entriesOf = groupBy(entryRows, (row) => row.entry.sessionId);
  const setsOf = groupBy(
    setRows.map((row) => row.set),
    (set) => set.entryId,
  );

  return {
    format_version: 1,
    exported_at: new Date().toISOString(),
    profile: ctx.user,
    favourite_exercises: favouriteRows.map((row) => ({ ...row.exercise, added_at: row.addedAt.toISOString() })),
    saved_workouts: workoutRows.map((workout) => ({
      id: workout.id,
      kind: workout.kind,
      name: workout.name,
      description: workout.description,
      notes: workout.notes,
      based_on_id: workout.basedOnId,
      created_at: workout.createdAt.toISOString(),
      updated_at: workout.updatedAt.toISOString(),
      exercises: (itemsOf.get(workout.id) ?? []).map(({ item, exercise }) => ({
        order: item.position,
        exercise,
        sets: { regular: item.regularSets, warmup: item.warmupSets },
        reps: item.reps,
        rest: item.rest,
        load_kg: item.totalLoad,
        notes: item.notes,
        group: item.groupKey,
      })),
    })),
    starred_workouts: starRows.map((row) => ({
      workout_id: row.workoutId,
      slug: row.slug,
      name: row.name,
      starred_at: row.starredAt.toISOString(),
    })),
    training_sessions: sessionRows.map((session) => ({
      id: session.id,
      workout_id: session.workoutId,
      title: session.title,
      notes: session.notes,
      started_at: session.startedAt.toISOString(),
      finished_at: session.finishedAt?.toISOString() ?? null,
      revision: session.revision,
      entries: (entriesOf.get(session.id) ?? []).map(({ entry, exercise }) => ({
        id: entry.id,
        order: entry.position,
        exercise,
        rest: entry.rest,
        notes: entry.notes,
        group: entry.groupKey,
        sets: (setsOf.get(entry.id) ?? []).map((set) => ({
          id: set.id,
          order: set.position,
          type: set.setType,
          reps: set.reps,
          seconds: set.seconds,
          load_kg: set.loadKg,
          rir: set.rir,
          rpe: set.rpe,
          done: set.done,
        })),
      })),
    })),
  };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const found = groups.get(key(item));
    if (found) found.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
