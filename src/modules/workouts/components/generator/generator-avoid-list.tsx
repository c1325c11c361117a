"use client";

import { useTranslations } from "next-intl";
import { useGeneratorProfile } from "../../client/use-generator-profile";

/** How many exercises the signed-in user has left out of generated workouts, with a way to put them back. */
export function GeneratorAvoidList() {
  const t = useTranslations("generator");
  const { profile, save } = useGeneratorProfile();
  if (!profile || profile.avoid.length === 0) return null;
  return (
    <p className="text-muted flex flex-wrap items-center gap-2 text-sm" role="status">
      {t("leftOutCount", { count: profile.avoid.length })}
      <button
        type="button"
        className="font-semibold text-[var(--color-accent-strong)] underline-offset-4 hover:underline"
        onClick={() => void save({ ...profile, avoid: [] })}
      >
        {t("putBack")}
      </button>
    </p>
  );
}
