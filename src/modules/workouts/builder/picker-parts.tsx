"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useShallow } from "zustand/react/shallow";
import { loadHttp } from "@/lib/lazy-http";
import type { Gender } from "@/modules/catalogue/dto";
import { exerciseImagePath } from "@/modules/catalogue/listing-route";
import { CheckIcon, PlusIcon } from "./icons";
import { useBuilderStore } from "./store";

/** Pieces both tabs of the exercise picker share. The catalogue changes rarely: its lists stay fresh ten minutes. */
export const CATALOGUE_STALE_MS = 10 * 60_000;

export function useDebounced<T>(value: T, delay: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export const useAddedIds = () =>
  useBuilderStore(useShallow((state) => state.exercises.map((item) => item.exercise.id)));

export function Thumb({ slug, gender }: { slug: string; gender: Gender }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a small cached SVG; next/image adds nothing here
    <img
      src={exerciseImagePath(slug, gender, "svg")}
      alt=""
      width={44}
      height={44}
      loading="lazy"
      className="h-11 w-11 shrink-0 rounded-lg bg-[var(--bg)] object-contain"
    />
  );
}

export function AddState({ added, pending }: { added: boolean; pending: boolean }) {
  const t = useTranslations("builder.add");
  if (added)
    return (
      <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-700 dark:text-emerald-400">
        <CheckIcon className="h-4 w-4" />
        {t("added")}
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-[var(--color-accent-strong)] px-3 py-1 text-xs font-semibold text-white">
      {pending ? (
        <span aria-hidden className="h-3 w-3 animate-spin rounded-full border-2 border-current border-t-transparent" />
      ) : (
        <PlusIcon className="h-3.5 w-3.5" />
      )}
      {pending ? t("adding") : t("add")}
    </span>
  );
}

export async function getJson<T>(path: string, searchParams?: Record<string, string>): Promise<T> {
  return (await loadHttp()).get(path, { searchParams }).json<T>();
}
