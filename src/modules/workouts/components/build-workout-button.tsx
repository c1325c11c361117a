"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import type { Gender } from "@/modules/catalogue/dto";

// The builder (its store, pickers and dialogs) loads when first wanted, not with the list.
const loadBuilder = () => import("../builder/builder-dialog");
const WorkoutBuilderDialog = lazy(() => loadBuilder().then((module) => ({ default: module.WorkoutBuilderDialog })));

/** 'Build your own workout': opens the builder. */
export function BuildWorkoutButton({ gender }: { gender: Gender }) {
  const t = useTranslations("workouts");
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        onPointerEnter={() => void loadBuilder()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-[var(--color-accent-strong)] px-5 text-sm font-semibold text-white hover:bg-[var(--color-accent-deep)]"
      >
        <span aria-hidden>+</span>
        {t("build")}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <WorkoutBuilderDialog open={open} onOpenChange={setOpen} gender={gender} />
        </Suspense>
      ) : null}
    </>
  );
}
