import "server-only";
import type { Locale } from "@/config/locales";
import type { RequestContext } from "@/modules/billing/context";
import type { Gender } from "../schemas";
import { listMuscles } from "./list-taxonomy";

export type HomePage = { locale: Locale; gender: Gender; names: Record<string, string> };

/** The home page: the body map, with every muscle and joint named in the reader's language. */
export async function loadHomePage(ctx: RequestContext, { gender }: { gender: Gender }): Promise<HomePage> {
  const { results } = await listMuscles(ctx.db, ctx.locale);
  return { locale: ctx.locale, gender, names: Object.fromEntries(results.map((muscle) => [muscle.key, muscle.name])) };
}
