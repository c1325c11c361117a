"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { BodyMapFigure } from "@/modules/catalogue/body-map/body-map-figure";
import { MINI_MAP_REGIONS } from "@/modules/catalogue/body-map/illustration-svg";
import type { EquipmentDto, ExerciseDto, Gender, ListResponse, MuscleDto, Paged } from "@/modules/catalogue/dto";
import { ChevronIcon } from "./icons";
import { useAddExercise } from "./use-add-exercise";
import { CATALOGUE_STALE_MS, useAddedIds, Thumb, AddState, getJson } from "./picker-parts";

/** The picker's body-map tab: a muscle on the front map or in a list, then its exercises by equipment. */
export function MusclePanel({ gender }: { gender: Gender }) {
  const t = useTranslations("builder.add");
  const locale = useLocale();
  const muscleId = useId();
  const kitId = useId();
  const [muscle, setMuscle] = useState<string | null>(null);
  const [kit, setKit] = useState("");
  const [focusRegion, setFocusRegion] = useState<string>("chest");
  const map = useRef<HTMLDivElement>(null);
  const added = useAddedIds();
  const { add, pending, failed } = useAddExercise();

  const muscles = useQuery({
    queryKey: ["builder-muscles", locale],
    queryFn: () => getJson<ListResponse<MuscleDto>>("/api-next/exercises/muscles"),
    select: (data) => data.results.filter((item) => item.kind === "muscle" && item.is_simple),
    staleTime: CATALOGUE_STALE_MS,
  });
  const equipment = useQuery({
    queryKey: ["builder-equipment", locale],
    queryFn: () => getJson<ListResponse<EquipmentDto>>("/api-next/exercises/equipment", { enable: "true" }),
    select: (data) => data.results,
    staleTime: CATALOGUE_STALE_MS,
  });
  const list = useQuery({
    queryKey: ["builder-muscle-exercises", locale, muscle, kit],
    enabled: muscle !== null,
    queryFn: () =>
      getJson<Paged<ExerciseDto>>("/api-next/exercises", {
        muscle: muscle ?? "",
        ...(kit ? { equipment: kit } : {}),
        limit: "20",
      }),
    staleTime: CATALOGUE_STALE_MS,
  });

  const names = Object.fromEntries((muscles.data ?? []).map((item) => [item.key, item.name]));
  const chosenName = muscle ? (names[muscle] ?? muscle) : null;

  const choose = (region: string) => {
    setMuscle(region);
    setFocusRegion(region);
  };
  const onMapClick = (event: MouseEvent<HTMLDivElement>) => {
    const region = (event.target as Element).closest("[data-region][role=button]")?.getAttribute("data-region");
    if (region) choose(region);
  };
  const onMapKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const region = target.getAttribute("data-region");
    if (!region || target.getAttribute("role") !== "button" || !map.current) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(region);
      return;
    }
    const buttons = [...map.current.querySelectorAll<SVGGElement>("[data-region][role=button]")];
    const index = buttons.indexOf(target as SVGGElement);
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    let next: SVGGElement | undefined;
    if (step !== undefined) next = buttons[(index + step + buttons.length) % buttons.length];
    if (event.key === "Home") next = buttons[0];
    if (event.key === "End") next = buttons[buttons.length - 1];
    const nextRegion = next?.getAttribute("data-region");
    if (!next || !nextRegion) return;
    event.preventDefault();
    setFocusRegion(nextRegion);
    next.focus();
  };

  const select =
    "min-h-11 w-full appearance-none rounded-xl border border-[var(--border)] bg-[var(--surface)] ps-3 pe-9 text-base font-medium outline-none focus-visible:border-[var(--color-accent)]";

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-4">
        <div
          ref={map}
          className="w-28 shrink-0 rounded-2xl bg-[var(--bg)] p-2 sm:w-32"
          onClick={onMapClick}
          onKeyDown={onMapKey}
          data-testid="builder-body-map"
        >
          <BodyMapFigure
            gender={gender}
            side="front"
            mode="simple"
            names={names}
            label={t("mapLabel")}
            selected={muscle}
            interactive
            focusRegion={focusRegion}
            only={MINI_MAP_REGIONS}
            clipPrefix="builder-map"
          />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <p className="text-muted text-sm">{t("mapHint")}</p>
          <div className="flex flex-col gap-1">
            <label htmlFor={muscleId} className="text-muted text-xs font-semibold">
              {t("muscle")}
            </label>
            <div className="relative">
              <select
                id={muscleId}
                className={select}
                value={muscle ?? ""}
                onChange={(event) => event.target.value && choose(event.target.value)}
              >
                <option value="" disabled>
                  {t("chooseMuscle")}
                </option>
                {(muscles.data ?? []).map((item) => (
                  <option key={item.key} value={item.key}>
                    {item.name}
                  </option>
                ))}
              </select>
              <ChevronIcon className="text-muted pointer-events-none absolute end-3 top-1/2 h-4 w-4 -translate-y-1/2" />
            </div>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={kitId} className="text-muted text-xs font-semibold">
              {t("equipment")}
            </label>
            <div className="relative">
              <select id={kitId} className={select} value={kit} onChange={(event) => setKit(event.target.value)}>
                <option value="">{t("anyEquipment")}</option>
                {(equipment.data ?? []).map((item) => (
                  <option key={item.key} value={item.key}>
                    {item.name}
                  </option>
                ))}
              </select>
              <ChevronIcon className="text-muted pointer-events-none absolute end-3 top-1/2 h-4 w-4 -translate-y-1/2" />
            </div>
          </div>
        </div>
      </div>
      {muscle ? (
        <section aria-labelledby={`${muscleId}-heading`} aria-busy={list.isFetching}>
          <h3 id={`${muscleId}-heading`} className="mb-2 text-sm font-bold">
            {t("exercisesFor", { muscle: chosenName ?? "" })}
          </h3>
          {list.isPending ? (
            <p role="status" className="text-muted text-sm">
              {t("loading")}
            </p>
          ) : list.isError ? (
            <p role="alert" className="text-sm">
              {t("loadFailed")}{" "}
              <button type="button" className="text-link" onClick={() => void list.refetch()}>
                {t("retry")}
              </button>
            </p>
          ) : list.data.results.length === 0 ? (
            <p role="status" className="text-muted text-sm">
              {t("none")}
            </p>
          ) : (
            <ul className="flex flex-col gap-1" data-testid="builder-muscle-exercises">
              {list.data.results.map((exercise) => {
                const isAdded = added.includes(exercise.id);
                return (
                  <li key={exercise.id} className="flex items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-[var(--bg)]">
                    <Thumb slug={exercise.slug} gender={gender} />
                    <span className="min-w-0 flex-1">
                      <span className="block leading-snug font-semibold break-words">{exercise.name}</span>
                      <span className="text-muted block truncate text-xs">
                        {exercise.difficulty.name} · {exercise.category.name}
                      </span>
                      {failed === exercise.id ? (
                        <span className="block text-xs font-medium text-red-700 dark:text-red-400">
                          {t("addFailed")}
                        </span>
                      ) : null}
                    </span>
                    {isAdded ? (
                      <AddState added pending={false} />
                    ) : (
                      <button
                        type="button"
                        aria-label={t("addNamed", { name: exercise.name })}
                        onClick={() => void add(exercise.id, exercise)}
                        className="rounded-full focus-visible:outline-offset-1"
                      >
                        <AddState added={false} pending={pending === exercise.id} />
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
