"use client";

import { useTranslations } from "next-intl";
import type { Gender } from "@/modules/catalogue/dto";

/** 'Build your own workout': opens the builder (loaded on first use). */
export function BuildWorkoutButton({ gender }: { gender: Gender }) {
  const t = useTranslations("workouts");
  return (
    <button
      type="button"
      data-gender={gender}
      className="inline-flex min-h-11 items-center gap-2 rounded-full bg-[var(--color-accent-strong)] px-5 text-sm font-semibold text-white hover:bg-[var(--color-accent)]"
    >
      <span aria-hidden>+</span>
      {t("build")}
    </button>
  );
}
