"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { Gender } from "@/modules/catalogue/dto";
import { LazyBuilderDialog, loadBuilder } from "./lazy-builder-dialog";

/** 'Build your own workout': opens the builder, which loads when first wanted, not with the list. */
export function BuildWorkoutButton({ gender }: { gender: Gender }) {
  const t = useTranslations("workouts");
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        onPointerEnter={() => void loadBuilder(locale)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-[var(--color-accent-strong)] px-5 text-sm font-semibold text-white hover:bg-[var(--color-accent-deep)]"
      >
        <span aria-hidden>+</span>
        {t("build")}
      </button>
      {wanted ? <LazyBuilderDialog open={open} onOpenChange={setOpen} gender={gender} /> : null}
    </>
  );
}
