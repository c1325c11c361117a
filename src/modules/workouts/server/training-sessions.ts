import "server-only";
import { and, asc, count, desc, eq, inArray, ne, or } from "drizzle-orm";
import { exercises, trainingEntries, trainingSessions, trainingSets, workouts } from "@/db/schema";
import type { Db } from "@/db/client";
import { AppError, notFound } from "@/lib/errors";
import { pageLinks } from "@/lib/http";
import type { SignedInContext } from "@/modules/accounts/context";
import type { Paged } from "@/modules/catalogue/dto";
import type { LogEntryDto, LoggedSetDto, TrainingSessionDto, TrainingSessionSummaryDto } from "../log/dto";
import { isWorkingSet, setVolume, type LoggedSet } from "../log/model";
import { bestsOf, recordsInSession } from "../log/records";
import type { LoggedSessionInput } from "../log/schemas";
import { bestsBefore, exerciseRefs, toLoggedSet } from "./training-reads";

type SessionRow = typeof trainingSessions.$inferSelect;
type EntryRow = typeof trainingEntries.$inferSelect;

export const sessionNotFound = () => notFound("Session");

const rangeOf = (set: LoggedSet) =>
  set.seconds !== null && set.reps === null ? `${set.seconds}s` : String(set.reps ?? "");

const durationOf = (session: SessionRow) =>
  session.finishedAt ? Math.round((session.finishedAt.getTime() - session.startedAt.getTime()) / 1000) : null;

async function toDto(ctx: SignedInContext, session: SessionRow): Promise<TrainingSessionDto> {
  const entries = await ctx.db
    .select()
    .from(trainingEntries)
    .where(eq(trainingEntries.sessionId, session.id))
    .orderBy(asc(trainingEntries.position));
  const sets = entries.length
    ? await ctx.db
        .select()
        .from(trainingSets)
        .where(
          inArray(
            trainingSets.entryId,
            entries.map((entry) => entry.id),
          ),
        )
        .orderBy(asc(trainingSets.position))
    : [];
  const exerciseIds = entries.map((entry) => entry.exerciseId);
  const [refs, bests] = await Promise.all([
    exerciseRefs(ctx, exerciseIds),
    bestsBefore(ctx.db, ctx.user.pk, exerciseIds, session.startedAt),
  ]);
  // Records run across the session: a second entry of the same exercise competes with the first.
  const running = new Map(bests);
  let recordCount = 0;
  const entryDtos = entries.map((entry: EntryRow): LogEntryDto => {
    const own = sets.filter((set) => set.entryId === entry.id).map(toLoggedSet);
    const before = running.get(entry.exerciseId);
    const records = recordsInSession(before, own);
    if (before) running.set(entry.exerciseId, bestsOf(own, before));
    recordCount += records.filter((beaten) => beaten.length > 0).length;
    const known = refs.get(entry.exerciseId);
    return {
      id: entry.id,
      order: entry.position,
      exercise: known?.ref ?? { id: entry.exerciseId, slug: "", name: "", url: "" },
      category: known?.category ?? "",
      rest: entry.rest,
      total_load: own.reduce((sum, set) => sum + setVolume(set), 0),
      notes: entry.notes,
      group: entry.groupKey,
      sets: own.map((set, order): LoggedSetDto => ({
        ...set,
        order,
        range: rangeOf(set),
        records: records[order] ?? [],
      })),
    };
  });
  return {
    id: session.id,
    user: session.userId,
    workout_id: session.workoutId,
    title: session.title,
    notes: session.notes,
    started_at: session.startedAt.toISOString(),
    finished_at: session.finishedAt?.toISOString() ?? null,
    revision: session.revision,
    duration_seconds: durationOf(session),
    total_load: entryDtos.reduce((sum, entry) => sum + entry.total_load, 0),
    sets_done: entryDtos.reduce((sum, entry) => sum + entry.sets.filter((set) => isWorkingSet(set)).length, 0),
    records: recordCount,
    entries: entryDtos,
  };
}

async function ownSession(db: Db, userId: string, id: string): Promise<SessionRow> {
  const [row] = await db
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.id, id), eq(trainingSessions.userId, userId)));
  if (!row) throw sessionNotFound();
  return row;
}

export async function getSession(ctx: SignedInContext, { id }: { id: string }): Promise<TrainingSessionDto> {
  return toDto(ctx, await ownSession(ctx.db, ctx.user.pk, id));
}

export async function deleteSession(ctx: SignedInContext, { id }: { id: string }): Promise<void> {
  const deleted = await ctx.db
    .delete(trainingSessions)
    .where(and(eq(trainingSessions.id, id), eq(trainingSessions.userId, ctx.user.pk)))
    .returning({ id: trainingSessions.id });
  if (deleted.length === 0) throw sessionNotFound();
}

/**
 * Stores the session as the device holds it. Saving the same revision again changes nothing, an
 * older revision arriving late is ignored, and a session id that belongs to someone else is unknown.
 */
export async function saveSession(
  ctx: SignedInContext,
  input: LoggedSessionInput,
): Promise<{ session: TrainingSessionDto; created: boolean }> {
  const userId = ctx.user.pk;
  const exerciseIds = [...new Set(input.entries.map((entry) => entry.exercise_id))];
  const entryIds = input.entries.map((entry) => entry.id);
  const setIds = input.entries.flatMap((entry) => entry.sets.map((set) => set.id));
  const created = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, input.id)).for("update");
    if (existing && existing.userId !== userId) throw sessionNotFound();
    if (existing && existing.revision > input.revision) return false;
    const known = exerciseIds.length
      ? await tx.select({ id: exercises.id }).from(exercises).where(inArray(exercises.id, exerciseIds))
      : [];
    const unknown = exerciseIds.filter((id) => !known.some((row) => row.id === id));
    if (unknown.length)
      throw new AppError("VALIDATION", { message: "Unknown exercise", details: { exercise_ids: unknown } });
    if (input.workout_id !== null) {
      const [visible] = await tx
        .select({ id: workouts.id })
        .from(workouts)
        .where(and(eq(workouts.id, input.workout_id), or(eq(workouts.kind, "original"), eq(workouts.ownerId, userId))));
      if (!visible) throw notFound("Workout");
    }
    const [takenEntry] = entryIds.length
      ? await tx
          .select({ n: count() })
          .from(trainingEntries)
          .where(and(inArray(trainingEntries.id, entryIds), ne(trainingEntries.sessionId, input.id)))
      : [{ n: 0 }];
    const [takenSet] = setIds.length
      ? await tx
          .select({ n: count() })
          .from(trainingSets)
          .innerJoin(trainingEntries, eq(trainingEntries.id, trainingSets.entryId))
          .where(and(inArray(trainingSets.id, setIds), ne(trainingEntries.sessionId, input.id)))
      : [{ n: 0 }];
    if ((takenEntry?.n ?? 0) > 0 || (takenSet?.n ?? 0) > 0)
      throw new AppError("VALIDATION", { message: "These ids belong to another session" });

    const values = {
      workoutId: input.workout_id,
      title: input.title,
      notes: input.notes,
      startedAt: new Date(input.started_at),
      finishedAt: input.finished_at ? new Date(input.finished_at) : null,
      revision: input.revision,
    };
    if (existing) {
      await tx.update(trainingSessions).set(values).where(eq(trainingSessions.id, input.id));
      await tx.delete(trainingEntries).where(eq(trainingEntries.sessionId, input.id));
    } else {
      await tx.insert(trainingSessions).values({ id: input.id, userId, ...values });
    }
    if (input.entries.length) {
      await tx.insert(trainingEntries).values(
        input.entries.map((entry, position) => ({
          id: entry.id,
          sessionId: input.id,
          position,
          exerciseId: entry.exercise_id,
          rest: entry.rest,
          notes: entry.notes,
          groupKey: entry.group,
        })),
      );
    }
    const setRows = input.entries.flatMap((entry) =>
      entry.sets.map((set, position) => ({
        id: set.id,
        entryId: entry.id,
        position,
        setType: set.type,
        reps: set.reps,
        seconds: set.seconds,
        loadKg: set.load,
        rir: set.rir,
        rpe: set.rpe,
        done: set.done,
      })),
    );
    if (setRows.length) await tx.insert(trainingSets).values(setRows);
    return !existing;
  });
  const session = await getSession(ctx, { id: input.id });
  await ctx.db
    .update(trainingSessions)
    .set({ recordCount: session.records })
    .where(and(eq(trainingSessions.id, input.id), eq(trainingSessions.userId, userId)));
  return { session, created };
}

/** The caller's sessions, newest first, with what a history list shows. */
export async function listSessions(
  ctx: SignedInContext,
  { limit, offset }: { limit: number; offset: number },
  requestUrl: string,
): Promise<Paged<TrainingSessionSummaryDto>> {
  const mine = eq(trainingSessions.userId, ctx.user.pk);
  const [[total], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(trainingSessions).where(mine),
    ctx.db
      .select()
      .from(trainingSessions)
      .where(mine)
      .orderBy(desc(trainingSessions.startedAt), desc(trainingSessions.id))
      .limit(limit)
      .offset(offset),
  ]);
  const results = await summaries(ctx, rows);
  const countValue = total?.n ?? 0;
  return { count: countValue, ...pageLinks(requestUrl, countValue, limit, offset), results };
}

/** A page of sessions as the history lists them, in a fixed number of queries whatever the page size. */
async function summaries(ctx: SignedInContext, page: SessionRow[]): Promise<TrainingSessionSummaryDto[]> {
  if (page.length === 0) return [];
  const entries = await ctx.db
    .select()
    .from(trainingEntries)
    .where(
      inArray(
        trainingEntries.sessionId,
        page.map((row) => row.id),
      ),
    )
    .orderBy(asc(trainingEntries.position));
  const [sets, refs] = await Promise.all([
    entries.length
      ? ctx.db
          .select()
          .from(trainingSets)
          .where(
            inArray(
              trainingSets.entryId,
              entries.map((entry) => entry.id),
            ),
          )
      : Promise.resolve([]),
    exerciseRefs(
      ctx,
      entries.map((entry) => entry.exerciseId),
    ),
  ]);
  return page.map((session) => {
    const own = entries.filter((entry) => entry.sessionId === session.id);
    const ownSets = sets.filter((set) => own.some((entry) => entry.id === set.entryId)).map(toLoggedSet);
    return {
      id: session.id,
      user: session.userId,
      workout_id: session.workoutId,
      title: session.title,
      started_at: session.startedAt.toISOString(),
      finished_at: session.finishedAt?.toISOString() ?? null,
      revision: session.revision,
      duration_seconds: durationOf(session),
      total_load: ownSets.reduce((sum, set) => sum + setVolume(set), 0),
      sets_done: ownSets.filter((set) => isWorkingSet(set)).length,
      records: session.recordCount,
      exercises: own.map((entry) => refs.get(entry.exerciseId)?.ref.name ?? ""),
    };
  });
}
