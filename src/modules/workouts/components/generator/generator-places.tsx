"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { loadHttp } from "@/lib/lazy-http";
import { useUserStore } from "@/modules/accounts/client/stores";
import type { GeneratorProfileDto } from "../../generator/dto";

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
  const user = useUserStore((state) => state.user);
  const [profile, setProfile] = useState<GeneratorProfileDto | null>(null);
  const [kept, setKept] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    let live = true;
    void loadHttp()
      .then((http) => http.get("/api-next/workout/generator/preferences").json<GeneratorProfileDto>())
      .then((answer) => live && setProfile(answer))
      .catch((error: unknown) => console.error("Failed to load the generator profile", error));
    return () => {
      live = false;
    };
  }, [user]);

  if (!user || !profile) return null;

  const keep = async (field: (typeof PLACES)[number]["field"], place: string) => {
    const http = await loadHttp();
    const next = await http
      .put("/api-next/workout/generator/preferences", { json: { ...profile, [field]: chosen } })
      .json<GeneratorProfileDto>();
    setProfile(next);
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
