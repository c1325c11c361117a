import "server-only";
import { listMuscles } from "@/modules/catalogue/server/list-taxonomy";
import type { RequestContext } from "@/modules/billing/context";
import type { DirectoryData } from "../dto";

type Named = { key: string; name: string };

/** The muscle part of the site directory: every muscle and joint listing, named in the visitor's language. */
export async function loadDirectory(ctx: RequestContext): Promise<DirectoryData> {
  const { results } = await listMuscles(ctx.db, ctx.locale);
  const named = ({ key, name }: Named): Named => ({ key, name });
  return {
    groups: results
      .filter((muscle) => muscle.is_simple)
      .map((group) => ({
        ...named(group),
        muscles: results.filter((muscle) => !muscle.is_simple && muscle.parent === group.key).map(named),
      })),
    joints: results.filter((muscle) => muscle.kind === "joint").map(named),
  };
}
