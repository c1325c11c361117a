import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Locale } from "@/config/locales";
import { sqlRows, type Db } from "@/db/client";
import { memoizeCatalogue } from "../catalogue-cache";
import type { ExerciseDto } from "../dto";
import { hydrateExercises } from "./hydrate-exercises";

export const SUBSTITUTION_LIMIT = 6;

export type AlternativeFilter = {
  /** Equipment the candidate may use; empty allows any. */
  equipmentIds?: number[];
  /** The hardest difficulty id allowed. */
  maxDifficultyId?: number;
  /** Exercises never offered (those already in a workout). */
  exclude?: number[];
  /** Substitutes must differ in equipment or difficulty (an exercise page's alternatives). */
  mustDiffer?: boolean;
  limit: number;
};

/**
 * Exercises that train the same muscles, best first. Score: shared muscles weighted by tier on both
 * sides (primary with primary counts most), finer (advanced) matches above coarse ones, muscles the
 * original does not work counted against, plus the same category, force and mechanic; a candidate must
 * share a primary simple muscle and be cardio exactly when the original is.
 */
export async function rankAlternatives(db: Db, exerciseId: number, filter: AlternativeFilter): Promise<number[]> {
  const conditions: SQL[] = [];
  if (filter.mustDiffer)
    conditions.push(sql`(e.equipment_id is distinct from (select equipment_id from target limit 1)
      or e.difficulty_id <> (select difficulty_id from target limit 1))`);
  if (filter.equipmentIds?.length) conditions.push(sql`e.equipment_id in ${filter.equipmentIds}`);
  if (filter.maxDifficultyId) conditions.push(sql`e.difficulty_id <= ${filter.maxDifficultyId}`);
  if (filter.exclude?.length) conditions.push(sql`e.id not in ${filter.exclude}`);
  const extra = conditions.length ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`
    with target as (
      select m.muscle_id, m.muscle_set, m.tier, e.equipment_id, e.difficulty_id, e.category_id, e.force, e.mechanic
      from exercise_muscles m join exercises e on e.id = m.exercise_id
      where m.exercise_id = ${exerciseId} and m.muscle_set in ('simple', 'advanced')
    ),
    scored as (
      select c.exercise_id as id,
        sum(
          (case
            -- Work the original does not ask for counts against a candidate.
            when t.muscle_id is null then (case c.tier when 'primary' then -1.5 when 'secondary' then -0.5 else 0 end)
            when t.tier = 'primary' and c.tier = 'primary' then 3
            when t.tier = 'primary' or c.tier = 'primary' then 1.5
            else 0.5 end)
          * (case when c.muscle_set = 'advanced' then 1.5 else 1 end)
        ) as score,
        bool_or(t.tier = 'primary' and c.tier = 'primary' and c.muscle_set = 'simple') as shares_primary
      from exercise_muscles c
      left join target t on t.muscle_id = c.muscle_id and t.muscle_set = c.muscle_set
      where c.exercise_id <> ${exerciseId} and c.muscle_set in ('simple', 'advanced')
      group by c.exercise_id
    )
    select s.id from scored s
    join exercises e on e.id = s.id
    where s.shares_primary is true
      -- Cardio work substitutes for cardio work only.
      and e.cardio = (select cardio from exercises where id = ${exerciseId})${extra}
    -- The same kind of work (category, push or pull, compound or isolation) makes a closer substitute.
    order by s.score
      + (case when e.category_id = (select category_id from target limit 1) then 2 else 0 end)
      + (case when e.force is not distinct from (select force from target limit 1) then 1 else 0 end)
      + (case when e.mechanic is not distinct from (select mechanic from target limit 1) then 1 else 0 end) desc,
      (e.variation_of is not null), e.name
    limit ${filter.limit}`,
  );
  return rows.map((row) => Number(row.id));
}

/** An exercise page's alternatives: the same muscles with other equipment or at another difficulty. */
export function listSubstitutions(db: Db, exerciseId: number, locale: Locale): Promise<ExerciseDto[]> {
  return memoizeCatalogue(db, `substitutions:${locale}:${exerciseId}`, async () =>
    hydrateExercises(
      db,
      await rankAlternatives(db, exerciseId, { mustDiffer: true, limit: SUBSTITUTION_LIMIT }),
      locale,
    ),
  );
}

export const SWAP_LIMIT = 10;

/** What to do instead mid-session (the machine is taken): the same muscles, best first, any equipment. */
export async function listSwapCandidates(db: Db, exerciseId: number, locale: Locale, exclude: number[] = []) {
  const ids = await memoizeCatalogue(db, `swaps:${exerciseId}`, () =>
    rankAlternatives(db, exerciseId, { limit: SWAP_LIMIT + 10 }),
  );
  const chosen = ids.filter((id) => !exclude.includes(id)).slice(0, SWAP_LIMIT);
  const hydrated = new Map((await hydrateExercises(db, chosen, locale, { lite: true })).map((row) => [row.id, row]));
  return chosen.flatMap((id) => {
    const exercise = hydrated.get(id);
    return exercise
      ? [
          {
            id,
            slug: exercise.slug,
            name: exercise.name,
            url: exercise.url,
            equipment: exercise.equipment.map((kit) => kit.name),
          },
        ]
      : [];
  });
}
