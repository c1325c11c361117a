import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { localizedAlternates } from "@/i18n/alternates";
import type { RequestContext } from "@/modules/billing/context";
import type { Gender } from "../schemas";
import { listMuscles } from "./list-taxonomy";

type Named = { key: string; name: string };

export type MuscleIndexPage = {
  locale: Locale;
  gender: Gender;
  /** Simple muscles, each with the advanced muscles that refine it. */
  groups: (Named & { muscles: Named[] })[];
  joints: Named[];
  /** Localized names of every muscle and joint, by key, for the body map. */
  names: Record<string, string>;
  metadata: Metadata;
};

/** The map of all muscles: every muscle and joint, each leading to its listing. */
export async function loadMuscleIndex(ctx: RequestContext, { gender }: { gender: Gender }): Promise<MuscleIndexPage> {
  const { locale } = ctx;
  const [{ results }, t] = await Promise.all([
    listMuscles(ctx.db, locale),
    getTranslations({ locale, namespace: "muscleIndex" }),
  ]);
  const named = ({ key, name }: Named): Named => ({ key, name });
  return {
    locale,
    gender,
    // A few simple muscles are their own advanced muscle: they are listed once, as a group.
    groups: results
      .filter((muscle) => muscle.is_simple)
      .map((group) => ({
        ...named(group),
        muscles: results.filter((muscle) => !muscle.is_simple && muscle.parent === group.key).map(named),
      })),
    joints: results.filter((muscle) => muscle.kind === "joint").map(named),
    names: Object.fromEntries(results.map((muscle) => [muscle.key, muscle.name])),
    metadata: {
      title: t("title"),
      description: t("description"),
      alternates: localizedAlternates("/exercises", locale),
    },
  };
}
