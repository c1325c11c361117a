import "server-only";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  exerciseMuscles,
  exercises,
  workoutExercises,
  workoutFavourites,
  workouts,
  workoutTranslations,
} from "@/db/schema";
import { pageLinks } from "@/lib/http";
import type { BaseContext } from "@/modules/accounts/context";
import type { WorkoutOrdering, WorkoutsPage } from "../dto";
import type { OriginalsQuery } from "../schemas";
import { hydrateWorkouts } from "./hydrate-workouts";
import { rememberOriginals } from "./originals-cache";

/** How many saves and stars one like counts against an original's seeded weight. */
const ENGAGEMENT_WEIGHT = 10;

function filters(query: OriginalsQuery): SQL[] {
  const where: SQL[] = [eq(workouts.kind, "original")];
  if (query.difficulty.length) where.push(inArray(workouts.difficultyId, query.difficulty));
  if (query.goals.length) where.push(inArray(workouts.goalId, query.goals));
  // Within a group any chosen item matches; across groups every group must match.
  if (query.equipment.length)
    where.push(
      sql`exists (select 1 from ${workoutExercises} we join ${exercises} e on e.id = we.exercise_id
        where we.workout_id = ${workouts.id} and e.equipment_id in ${query.equipment})`,
    );
  if (query.muscles.length)
    where.push(
      sql`exists (select 1 from ${workoutExercises} we join ${exerciseMuscles} m on m.exercise_id = we.exercise_id
        where we.workout_id = ${workouts.id} and m.tier = 'primary' and m.muscle_id in ${query.muscles})`,
    );
  return where;
}

function orderBy(ordering: WorkoutOrdering, name: SQL): SQL[] {
  const popularity = sql`${workouts.basePopularity} + ${ENGAGEMENT_WEIGHT} * (
    (select count(*) from ${workoutFavourites} f where f.workout_id = ${workouts.id})
    + (select count(*) from ${workouts} copy where copy.based_on_id = ${workouts.id}))`;
  switch (ordering) {
    case "weight":
      return [sql`${popularity} desc`, asc(workouts.id)];
    case "-created_at":
      return [desc(workouts.publishedAt), asc(workouts.id)];
    case "created_at":
      return [asc(workouts.publishedAt), asc(workouts.id)];
    case "name":
      return [sql`lower(${name})`, asc(workouts.id)];
    case "difficulty":
      return [asc(workouts.difficultyId), sql`lower(${name})`, asc(workouts.id)];
    case "-difficulty":
      return [desc(workouts.difficultyId), sql`lower(${name})`, asc(workouts.id)];
    default:
      // Our own order, the levels taking turns (novice, beginner, intermediate, advanced, novice, ...),
      // so a first page shows something for everyone; within a level, the order they are written in.
      return [
        sql`row_number() over (partition by ${workouts.difficultyId} order by ${workouts.id})`,
        asc(workouts.difficultyId),
        asc(workouts.id),
      ];
  }
}

/** Our workouts, filtered, ordered and paged (spec §7), in the caller's language. */
export function listOriginals(ctx: BaseContext, query: OriginalsQuery, url: string): Promise<WorkoutsPage> {
  // A signed-in caller's answer carries their stars; a visitor's is the same for everyone.
  if (ctx.user) return readOriginals(ctx, query, url);
  const { pathname, search } = new URL(url, "http://localhost");
  return rememberOriginals(ctx.db, `${ctx.locale}|${pathname}${search}|${JSON.stringify(query)}`, () =>
    readOriginals(ctx, query, url),
  );
}

async function readOriginals(ctx: BaseContext, query: OriginalsQuery, url: string): Promise<WorkoutsPage> {
  const { db, locale } = ctx;
  const translated = and(eq(workoutTranslations.workoutId, workouts.id), eq(workoutTranslations.locale, locale));
  const name = sql`coalesce(${workoutTranslations.name}, ${workouts.name})`;
  const where = and(...filters(query));
  const [rows, [total]] = await Promise.all([
    db
      .select({ workout: workouts })
      .from(workouts)
      .leftJoin(workoutTranslations, translated)
      .where(where)
      .orderBy(...orderBy(query.ordering, name))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(workouts)
      .where(where),
  ]);
  const count = total?.count ?? 0;
  return {
    count,
    ...pageLinks(url, count, query.limit, query.offset),
    results: await hydrateWorkouts(
      ctx,
      rows.map((row) => row.workout),
    ),
  };
}
