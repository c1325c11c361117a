import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { workouts } from "@/db/schema";
import type { BaseContext } from "@/modules/accounts/context";
import type { EquipmentDto, KeyedDto, MuscleRefDto } from "@/modules/catalogue/dto";
import { referenceData, type ReferenceData } from "@/modules/catalogue/server/reference-data";
import type { WorkoutDto } from "@/modules/workouts/dto";
import { hydrateWorkouts } from "@/modules/workouts/server/hydrate-workouts";
import { rememberOriginals } from "@/modules/workouts/server/originals-cache";
import type { RoutineDetailDto, RoutineDto, RoutineWorkoutDto } from "../dto";
import { REST_DAY, type Routine } from "../routines-file";
import { readRoutines, readRoutineTranslations } from "./read-routines";

export type RoutineCatalogue = {
  /** In our order, as lists show them. */
  routines: RoutineDto[];
  bySlug: Map<string, RoutineDetailDto>;
  byId: Map<number, RoutineDetailDto>;
};

export const routinePath = (slug: string) => `/routines/${slug}`;

function keyed(rows: ReferenceData["goals"], names: Map<string, string>, key: string): KeyedDto {
  const row = rows.find((item) => item.key === key);
  if (!row) throw new Error(`unknown reference key ${key}`);
  return { id: row.id, key: row.key, name: names.get(row.key) ?? row.name, name_en_us: row.name };
}

function equipmentOf(reference: ReferenceData, keys: string[]): EquipmentDto[] {
  return reference.equipment
    .filter((row) => keys.includes(row.key))
    .map((row) => ({
      id: row.id,
      key: row.key,
      slug: row.slug,
      name: reference.names.equipment.get(row.key) ?? row.name,
      name_en_us: row.name,
    }));
}

const toRoutineWorkout = (workout: WorkoutDto, slug: string): RoutineWorkoutDto => ({
  id: workout.id,
  slug,
  name: workout.name,
  url: workout.url ?? `/workout/${slug}`,
  difficulty: workout.difficulty_detail,
  focus: workout.focus,
  estimated_minutes: workout.estimated_minutes,
  exercise_count: workout.exercises.length,
});

type Sessions = Map<string, { workout: RoutineWorkoutDto; muscles: MuscleRefDto[] }>;

function detail(
  routine: Routine,
  words: { name: string; description: string },
  reference: ReferenceData,
  sessions: Sessions,
): RoutineDetailDto {
  const session = (slug: string) => {
    const found = sessions.get(slug);
    // The data check holds routines to existing workouts; a missing one is a broken seed, not a rest day.
    if (!found) throw new Error(`routine ${routine.slug}: workout ${slug} is not in the database`);
    return found;
  };
  const used = routine.schedule.flat().filter((day) => day !== REST_DAY).map(session);
  const muscles = new Map(used.flatMap((item) => item.muscles).map((muscle) => [muscle.id, muscle]));
  const minutes = used.map((item) => item.workout.estimated_minutes);
  return {
    id: routine.id,
    slug: routine.slug,
    name: words.name,
    description: words.description,
    url: routinePath(routine.slug),
    goal: keyed(reference.goals, reference.names.goal, routine.goal),
    difficulty: keyed(reference.difficulties, reference.names.difficulty, routine.difficulty),
    equipment: equipmentOf(reference, routine.equipment),
    weeks: routine.weeks,
    days_per_week: routine.daysPerWeek,
    muscles: [...muscles.values()],
    week_pattern: (routine.schedule[0] ?? []).map((day) => day !== REST_DAY),
    session_minutes: { min: Math.min(...minutes), max: Math.max(...minutes) },
    published_at: new Date(`${routine.published}T00:00:00Z`).toISOString(),
    schedule: routine.schedule.map((days, week) => ({
      week: week + 1,
      days: days.map((slug, day) => ({ day: day + 1, workout: slug === REST_DAY ? null : session(slug).workout })),
    })),
  };
}

const toListItem = ({ schedule: _schedule, ...routine }: RoutineDetailDto): RoutineDto => routine;

async function buildCatalogue(ctx: BaseContext): Promise<RoutineCatalogue> {
  const { db, locale } = ctx;
  const written = readRoutines();
  const slugs = [...new Set(written.flatMap((routine) => routine.schedule.flat()).filter((day) => day !== REST_DAY))];
  const [translations, reference, rows] = await Promise.all([
    readRoutineTranslations(locale),
    referenceData(db, locale),
    db
      .select()
      .from(workouts)
      .where(and(eq(workouts.kind, "original"), inArray(workouts.slug, slugs))),
  ]);
  // Hydrated as a visitor sees them: the answer is shared by everyone.
  const hydrated = await hydrateWorkouts({ db, locale, user: null }, rows);
  const sessions: Sessions = new Map(
    hydrated.flatMap((workout) => {
      const slug = workout.slug;
      return slug
        ? [[slug, { workout: toRoutineWorkout(workout, slug), muscles: workout.muscles_targeted.primary }] as const]
        : [];
    }),
  );
  const details = written.map((routine) => detail(routine, translations[routine.slug] ?? routine, reference, sessions));
  return {
    routines: details.map(toListItem),
    bySlug: new Map(details.map((routine) => [routine.slug, routine])),
    byId: new Map(details.map((routine) => [routine.id, routine])),
  };
}

/**
 * Our routines in the caller's language, built from the data files and the workouts they name. Kept
 * with our workouts' answers (a minute, and forgotten when the originals are seeded again).
 */
export function routineCatalogue(ctx: BaseContext): Promise<RoutineCatalogue> {
  return rememberOriginals(ctx.db, `routines|${ctx.locale}`, () => buildCatalogue(ctx));
}
