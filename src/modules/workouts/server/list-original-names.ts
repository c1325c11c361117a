import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { workouts, workoutTranslations } from "@/db/schema";
import type { BaseContext } from "@/modules/accounts/context";
import { referenceData } from "@/modules/catalogue/server/reference-data";

export type OriginalsByGoal = { key: string; name: string; workouts: { slug: string; name: string }[] }[];

/** Our workouts by goal, named in the visitor's language, for the site directory. */
export async function listOriginalsByGoal(ctx: BaseContext): Promise<OriginalsByGoal> {
  const name = sql<string>`coalesce(${workoutTranslations.name}, ${workouts.name})`;
  const [reference, rows] = await Promise.all([
    referenceData(ctx.db, ctx.locale),
    ctx.db
      .select({ slug: workouts.slug, goalId: workouts.goalId, name })
      .from(workouts)
      .leftJoin(
        workoutTranslations,
        and(eq(workoutTranslations.workoutId, workouts.id), eq(workoutTranslations.locale, ctx.locale)),
      )
      .where(eq(workouts.kind, "original"))
      .orderBy(sql`lower(${name})`, asc(workouts.id)),
  ]);
  return reference.goals.flatMap((goal) => {
    const listed = rows.flatMap((row) =>
      row.goalId === goal.id && row.slug ? [{ slug: row.slug, name: row.name }] : [],
    );
    return listed.length
      ? [{ key: goal.key, name: reference.names.goal.get(goal.key) ?? goal.name, workouts: listed }]
      : [];
  });
}
