"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useGeneratorProfile } from "../../client/use-generator-profile";

const PLACES = [
  { place: "home", field: "home_equipment" },
  { place: "gym", field: "gym_equipment" },
] as const;

/**
 * For a signed-in user: the equipment kept at home and at the gym, applied with one tap and kept in
 * their profile with another.
 */
export function GeneratorPlaces({ chosen, onApply }: { chosen: number[]; onApply: (ids: number[]) => void }) {
  const t = useTranslations("generator.place");
  const { profile, save } = useGeneratorProfile();
  const [kept, setKept] = useState<string | null>(null);

  if (!profile) return null;

  const keep = async (field: (typeof PLACES)[number]["field"], place: string) => {
    await save({ ...profile, [field]: chosen });
    setKept(place);
  };

  return (
    <div className="rounded-2xl border border-dashed border-[var(--border)] p-3">
      <p className="text-sm font-semibold">{t("label")}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {PLACES.map(({ place, field }) => (
          <div key={place} className="flex flex-wrap items-center gap-1.5">
            <button
              type="button"
              className="chip disabled:cursor-not-allowed disabled:opacity-50"
              disabled={profile[field].length === 0}
              onClick={() => onApply(profile[field])}
            >
              {t(place)}
            </button>
            <button
              type="button"
              className="text-sm font-semibold text-[var(--color-accent-strong)] underline-offset-4 hover:underline disabled:opacity-50"
              disabled={chosen.length === 0}
              onClick={() => void keep(field, place)}
            >
              {kept === place ? t("kept") : t("keep", { place: t(place) })}
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
