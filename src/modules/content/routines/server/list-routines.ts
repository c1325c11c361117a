import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { userRoutines } from "@/db/schema";
import { pageLinks } from "@/lib/http";
import type { BaseContext } from "@/modules/accounts/context";
import type { RoutinesPage } from "../dto";
import type { RoutinesQuery } from "../schemas";
import { selectRoutines } from "../select-routines";
import { languageTag } from "@/config/locales";
import { routineCatalogue } from "./routine-catalogue";

/** How many users chose each routine: the "most popular" order. */
async function routinePopularity(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ slug: userRoutines.routineSlug, count: sql<number>`count(*)::int` })
    .from(userRoutines)
    .groupBy(userRoutines.routineSlug);
  return new Map(rows.map((row) => [row.slug, row.count]));
}

/** Our routines, filtered, ordered and paged (spec §7 `GET /api-next/routines`), in the caller's language. */
export async function listRoutines(ctx: BaseContext, query: RoutinesQuery, url: string): Promise<RoutinesPage> {
  const [{ routines }, popularity] = await Promise.all([
    routineCatalogue(ctx),
    query.ordering === "weight" ? routinePopularity(ctx.db) : Promise.resolve(undefined),
  ]);
  const selected = selectRoutines(routines, query, { popularity, locale: languageTag(ctx.locale) });
  return {
    count: selected.length,
    ...pageLinks(url, selected.length, query.limit, query.offset),
    results: selected.slice(query.offset, query.offset + query.limit),
  };
}
