import "server-only";
import { and, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import { exerciseMuscles, muscles, trainingEntries, trainingSessions, trainingSets } from "@/db/schema";
import type { Db } from "@/db/client";
import type { SignedInContext } from "@/modules/accounts/context";
import { listMuscles } from "@/modules/catalogue/server/list-taxonomy";
import type { ExerciseProgressPoint, PreviousSetsDto, ProgressDto } from "../log/dto";
import { fatigueEntries, muscleFatigue, RECOVERY_HOURS, type FatigueDto, type FatigueMode } from "../log/fatigue";
import { isWorkingSet, setVolume } from "../log/model";
import { fractionalSets, volumeBand, type ExerciseMuscle } from "../log/muscle-volume";
import { estimatedMax } from "../log/records";
import { bestsBefore, exerciseRefs, toLoggedSet } from "./training-reads";

const DAY_MS = 86_400_000;

/** The last session's sets of each exercise, for prefilling; `before` leaves out the session in progress. */
export async function previousSets(
  ctx: SignedInContext,
  { exercises, before }: { exercises: number[]; before?: string | undefined },
): Promise<PreviousSetsDto> {
  const entries = await ctx.db
    .select({
      id: trainingEntries.id,
      exerciseId: trainingEntries.exerciseId,
      sessionId: trainingSessions.id,
      startedAt: trainingSessions.startedAt,
    })
    .from(trainingEntries)
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingEntries.sessionId))
    .where(
      and(
        eq(trainingSessions.userId, ctx.user.pk),
        inArray(trainingEntries.exerciseId, exercises),
        ...(before ? [ne(trainingSessions.id, before)] : []),
      ),
    )
    .orderBy(desc(trainingSessions.startedAt), trainingEntries.position);
  const latest = new Map<number, (typeof entries)[number]>();
  for (const entry of entries) if (!latest.has(entry.exerciseId)) latest.set(entry.exerciseId, entry);
  const chosen = [...latest.values()];
  if (chosen.length === 0) return {};
  const sets = await ctx.db
    .select()
    .from(trainingSets)
    .where(
      inArray(
        trainingSets.entryId,
        chosen.map((entry) => entry.id),
      ),
    )
    .orderBy(trainingSets.position);
  return Object.fromEntries(
    chosen.map((entry) => [
      String(entry.exerciseId),
      {
        session_id: entry.sessionId,
        date: entry.startedAt.toISOString(),
        sets: sets
          .filter((set) => set.entryId === entry.id)
          .map((row, order) => {
            const set = toLoggedSet(row);
            return { ...set, order, range: String(set.reps ?? (set.seconds ? `${set.seconds}s` : "")), records: [] };
          }),
      },
    ]),
  );
}

/** Each exercise's muscles on the simple map, with their tier. */
async function musclesOfExercises(db: Db, ids: number[]): Promise<(id: number) => ExerciseMuscle[]> {
  const rows = ids.length
    ? await db
        .select({ exerciseId: exerciseMuscles.exerciseId, muscle: muscles.key, tier: exerciseMuscles.tier })
        .from(exerciseMuscles)
        .innerJoin(muscles, eq(muscles.id, exerciseMuscles.muscleId))
        .where(and(inArray(exerciseMuscles.exerciseId, ids), eq(exerciseMuscles.muscleSet, "simple")))
    : [];
  const byExercise = new Map<number, ExerciseMuscle[]>();
  for (const row of rows) byExercise.set(row.exerciseId, [...(byExercise.get(row.exerciseId) ?? []), row]);
  return (id) => byExercise.get(id) ?? [];
}

/** The caller's done sets since `since`, with their exercise and when the session started. */
async function doneSetsSince(ctx: SignedInContext, since: Date | null, exerciseId?: number) {
  const rows = await ctx.db
    .select({
      set: trainingSets,
      exerciseId: trainingEntries.exerciseId,
      sessionId: trainingSessions.id,
      at: trainingSessions.startedAt,
    })
    .from(trainingSets)
    .innerJoin(trainingEntries, eq(trainingEntries.id, trainingSets.entryId))
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingEntries.sessionId))
    .where(
      and(
        eq(trainingSessions.userId, ctx.user.pk),
        eq(trainingSets.done, true),
        ...(since ? [gte(trainingSessions.startedAt, since)] : []),
        ...(exerciseId ? [eq(trainingEntries.exerciseId, exerciseId)] : []),
      ),
    );
  return rows.map((row) => ({ ...row, set: toLoggedSet(row.set) }));
}

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/** Weekly training, sets per muscle over the last seven days, and each exercise's bests. */
export async function trainingProgress(
  ctx: SignedInContext,
  { weeks }: { weeks: number },
  now = new Date(),
): Promise<ProgressDto> {
  const firstWeek = new Date(weekStart(now).getTime() - (weeks - 1) * 7 * DAY_MS);
  const lastWeekStart = new Date(now.getTime() - 7 * DAY_MS);
  const since = firstWeek < lastWeekStart ? firstWeek : lastWeekStart;
  const working = (await doneSetsSince(ctx, since)).filter((row) => isWorkingSet(row.set));

  const weekly = Array.from({ length: weeks }, (_, index) => {
    const start = new Date(firstWeek.getTime() + index * 7 * DAY_MS);
    const end = start.getTime() + 7 * DAY_MS;
    const inWeek = working.filter((row) => row.at >= start && row.at.getTime() < end);
    return {
      week_start: start.toISOString().slice(0, 10),
      sessions: new Set(inWeek.map((row) => row.sessionId)).size,
      volume: Math.round(inWeek.reduce((sum, row) => sum + setVolume(row.set), 0)),
      sets: inWeek.length,
    };
  });

  const lastWeek = working.filter((row) => row.at > lastWeekStart);
  const setsByExercise = new Map<number, number>();
  for (const row of lastWeek) setsByExercise.set(row.exerciseId, (setsByExercise.get(row.exerciseId) ?? 0) + 1);
  const [musclesOf, bests, usage, muscleList] = await Promise.all([
    musclesOfExercises(ctx.db, [...setsByExercise.keys()]),
    bestsBefore(ctx.db, ctx.user.pk, null, new Date(now.getTime() + 1)),
    exerciseUsage(ctx),
    listMuscles(ctx.db, ctx.locale),
  ]);
  const perMuscle = fractionalSets(setsByExercise, musclesOf);
  const muscle_sets = muscleList.results
    .filter((muscle) => muscle.is_simple && muscle.kind === "muscle")
    .map((muscle) => {
      const sets = perMuscle.get(muscle.key) ?? 0;
      return { muscle_name: muscle.key, name: muscle.name, sets, band: volumeBand(sets) };
    })
    .sort((a, b) => b.sets - a.sets || a.name.localeCompare(b.name));

  const refs = await exerciseRefs(
    ctx,
    usage.map((row) => row.exerciseId),
  );
  const records = usage.flatMap((row) => {
    const ref = refs.get(row.exerciseId);
    const best = bests.get(row.exerciseId);
    if (!ref) return [];
    return [
      {
        exercise: ref.ref,
        heaviest: best?.heaviest ?? 0,
        estimated_max: Math.round((best?.estimatedMax ?? 0) * 10) / 10,
        best_set_volume: best?.bestSetVolume ?? 0,
        sessions: row.sessions,
        last_done: row.lastDone.toISOString(),
      },
    ];
  });
  return { weeks, weekly, muscle_sets, records };
}

/** Each exercise the user has done: in how many sessions, and when last; most recent first. */
async function exerciseUsage(ctx: SignedInContext) {
  const rows = await ctx.db
    .select({
      exerciseId: trainingEntries.exerciseId,
      sessions: sql<number>`count(distinct ${trainingSessions.id})`.mapWith(Number),
      lastDone: sql<Date>`max(${trainingSessions.startedAt})`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(trainingEntries)
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingEntries.sessionId))
    .where(eq(trainingSessions.userId, ctx.user.pk))
    .groupBy(trainingEntries.exerciseId);
  return rows.sort((a, b) => b.lastDone.getTime() - a.lastDone.getTime());
}

/** One exercise over time: per session the best estimated max, the heaviest set and the volume. */
export async function exerciseProgress(ctx: SignedInContext, { id }: { id: number }): Promise<ExerciseProgressPoint[]> {
  const rows = (await doneSetsSince(ctx, null, id)).filter((row) => isWorkingSet(row.set));
  const bySession = new Map<string, typeof rows>();
  for (const row of rows) bySession.set(row.sessionId, [...(bySession.get(row.sessionId) ?? []), row]);
  return [...bySession.values()]
    .map((sessionRows) => ({
      date: sessionRows[0]!.at.toISOString(),
      session_id: sessionRows[0]!.sessionId,
      estimated_max: Math.round(Math.max(...sessionRows.map((row) => estimatedMax(row.set))) * 10) / 10,
      top_set: Math.max(...sessionRows.map((row) => row.set.load ?? 0)),
      volume: Math.round(sessionRows.reduce((sum, row) => sum + setVolume(row.set), 0)),
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The body map's colours from recent training (spec §3 "Fatigue data"). */
export async function trainingFatigue(
  ctx: SignedInContext,
  { mode }: { mode: FatigueMode },
  now = new Date(),
): Promise<FatigueDto[]> {
  const windowMs = mode === "recovery" ? RECOVERY_HOURS * 3_600_000 : 7 * DAY_MS;
  const rows = (await doneSetsSince(ctx, new Date(now.getTime() - windowMs))).filter((row) => isWorkingSet(row.set));
  const musclesOf = await musclesOfExercises(ctx.db, [...new Set(rows.map((row) => row.exerciseId))]);
  if (mode === "recovery") {
    return fatigueEntries(
      muscleFatigue(
        rows.map((row) => ({ exerciseId: row.exerciseId, at: row.at })),
        musclesOf,
        now,
      ),
      mode,
    );
  }
  const setsByExercise = new Map<number, number>();
  for (const row of rows) setsByExercise.set(row.exerciseId, (setsByExercise.get(row.exerciseId) ?? 0) + 1);
  return fatigueEntries(fractionalSets(setsByExercise, musclesOf), mode);
}

/** Fractional hard sets per muscle in the last `hours`, for the generator to spare tired muscles. */
export async function recentMuscleSets(ctx: SignedInContext, hours: number, now = new Date()) {
  const rows = (await doneSetsSince(ctx, new Date(now.getTime() - hours * 3_600_000))).filter((row) =>
    isWorkingSet(row.set),
  );
  const setsByExercise = new Map<number, number>();
  for (const row of rows) setsByExercise.set(row.exerciseId, (setsByExercise.get(row.exerciseId) ?? 0) + 1);
  return fractionalSets(setsByExercise, await musclesOfExercises(ctx.db, [...setsByExercise.keys()]));
}
