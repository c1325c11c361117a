"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useShallow } from "zustand/react/shallow";
import { SEARCH_MIN_CHARS } from "@/config/site";
import { loadHttp } from "@/lib/lazy-http";
import { BodyMapFigure } from "@/modules/catalogue/body-map/body-map-figure";
import { MINI_MAP_REGIONS } from "@/modules/catalogue/body-map/illustration-svg";
import type {
  EquipmentDto,
  ExerciseDto,
  Gender,
  ListResponse,
  MuscleDto,
  Paged,
  SearchSuggestionDto,
} from "@/modules/catalogue/dto";
import { exerciseImagePath } from "@/modules/catalogue/listing-route";
import { SEARCH_DEBOUNCE_MS } from "@/modules/catalogue/search/search-target";
import { CheckIcon, ChevronIcon, CloseIcon, PlusIcon, SearchIcon } from "./icons";
import { LIMITS } from "./state";
import { useBuilderStore } from "./store";
import { useAddExercise } from "./use-add-exercise";

type Tab = "search" | "map";

const CATALOGUE_STALE_MS = 10 * 60_000;

function useDebounced<T>(value: T, delay: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

const useAddedIds = () => useBuilderStore(useShallow((state) => state.exercises.map((item) => item.exercise.id)));

/** Adding exercises: by name (suggestions from 3 characters) or by muscle (the front map or a list). */
export function ExercisePicker({
  gender,
  searchRef,
}: {
  gender: Gender;
  searchRef: (el: HTMLInputElement | null) => void;
}) {
  const t = useTranslations("builder.add");
  const id = useId();
  const [tab, setTab] = useState<Tab>("search");
  const full = useBuilderStore((state) => state.exercises.length >= LIMITS.exercises);
  const tabs: { value: Tab; label: string }[] = [
    { value: "search", label: t("search") },
    { value: "map", label: t("bodyMap") },
  ];
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const next: Tab =
      event.key === "Home" ? "search" : event.key === "End" ? "map" : tab === "search" ? "map" : "search";
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <section aria-labelledby="builder-add-heading" className="flex flex-col gap-4">
      <h2 id="builder-add-heading" tabIndex={-1} className="text-lg font-bold outline-none">
        {t("title")}
      </h2>
      <div role="tablist" aria-label={t("tabs")} className="grid grid-cols-2 rounded-full bg-[var(--bg)] p-1">
        {tabs.map((item) => (
          <button
            key={item.value}
            id={`${id}-tab-${item.value}`}
            type="button"
            role="tab"
            aria-selected={tab === item.value}
            aria-controls={`${id}-panel-${item.value}`}
            tabIndex={tab === item.value ? 0 : -1}
            onClick={() => setTab(item.value)}
            onKeyDown={onTabKey}
            className={clsx(
              "min-h-10 rounded-full px-3 text-sm font-semibold transition-colors",
              tab === item.value
                ? "bg-[var(--surface)] text-[var(--text)] shadow-sm"
                : "text-muted hover:text-[var(--text)]",
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      {full ? (
        <p
          role="status"
          className="rounded-xl bg-amber-100 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-950/50 dark:text-amber-200"
        >
          {t("full", { max: String(LIMITS.exercises) })}
        </p>
      ) : null}
      <div id={`${id}-panel-search`} role="tabpanel" aria-labelledby={`${id}-tab-search`} hidden={tab !== "search"}>
        <SearchPanel gender={gender} inputRef={searchRef} />
      </div>
      <div id={`${id}-panel-map`} role="tabpanel" aria-labelledby={`${id}-tab-map`} hidden={tab !== "map"}>
        {tab === "map" ? <MusclePanel gender={gender} /> : null}
      </div>
    </section>
  );
}

function Thumb({ slug, gender }: { slug: string; gender: Gender }) {
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

function AddState({ added, pending }: { added: boolean; pending: boolean }) {
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

function SearchPanel({ gender, inputRef }: { gender: Gender; inputRef: (el: HTMLInputElement | null) => void }) {
  const t = useTranslations("builder.add");
  const locale = useLocale();
  const listId = useId();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const searchInput = useRef<HTMLInputElement | null>(null);
  const trimmed = query.trim();
  const debounced = useDebounced(trimmed, SEARCH_DEBOUNCE_MS);
  const long = [...trimmed].length >= SEARCH_MIN_CHARS;
  const search = useQuery({
    queryKey: ["builder-search", locale, debounced],
    queryFn: async ({ signal }) =>
      (
        await (
          await loadHttp()
        )
          .get("/api-next/search/exercises", { searchParams: { q: debounced, size: "12", locale }, signal })
          .json<{ suggestions: SearchSuggestionDto[] }>()
      ).suggestions,
    enabled: [...debounced].length >= SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: CATALOGUE_STALE_MS,
  });
  const results = long ? (search.data ?? []) : [];
  const loading = long && (search.isFetching || debounced !== trimmed);
  const current = results[Math.min(active, results.length - 1)];
  const added = useAddedIds();
  const { add, pending, failed } = useAddExercise();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    } else if (event.key === "Enter" && current) {
      event.preventDefault();
      void add(current.id);
    }
  };

  let status: string | null = null;
  if (!long) status = t("short");
  else if (long && loading && results.length === 0) status = t("searching");
  else if (long && !loading && results.length === 0) status = t("noResults");

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <SearchIcon className="text-muted pointer-events-none absolute start-3.5 top-1/2 h-5 w-5 -translate-y-1/2" />
        <input
          ref={(element) => {
            searchInput.current = element;
            inputRef(element);
          }}
          type="search"
          role="combobox"
          aria-label={t("searchLabel")}
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current ? `${listId}-${current.id}` : undefined}
          aria-describedby={`${listId}-status`}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t("searchPlaceholder")}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="min-h-12 w-full rounded-2xl border border-[var(--border)] bg-[var(--surface)] ps-11 pe-12 text-base outline-none focus-visible:border-[var(--color-accent)] focus-visible:ring-2 focus-visible:ring-[var(--color-accent)]/30 [&::-webkit-search-cancel-button]:hidden"
        />
        {query ? (
          <button
            type="button"
            aria-label={t("clear")}
            onClick={() => {
              setQuery("");
              setActive(0);
              searchInput.current?.focus();
            }}
            className="text-muted absolute end-1.5 top-1/2 grid h-9 w-9 -translate-y-1/2 place-items-center rounded-full hover:bg-[var(--bg)] hover:text-[var(--text)]"
          >
            <CloseIcon className="h-4 w-4" />
          </button>
        ) : null}
      </div>
      <p id={`${listId}-status`} role="status" className={clsx("text-muted text-sm", !status && "sr-only")}>
        {status ?? (results.length ? t("results") : "")}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t("results")}
        aria-busy={loading}
        className={clsx("flex flex-col gap-1", results.length === 0 && "hidden")}
      >
        {results.map((suggestion, index) => {
          const isAdded = added.includes(suggestion.id);
          return (
            <li
              key={suggestion.id}
              id={`${listId}-${suggestion.id}`}
              role="option"
              aria-selected={suggestion === current}
              aria-disabled={isAdded || undefined}
              onClick={() => {
                setActive(index);
                void add(suggestion.id);
              }}
              onMouseMove={() => setActive(index)}
              className={clsx(
                "flex cursor-pointer items-center gap-3 rounded-xl border px-2.5 py-2 transition-colors",
                suggestion === current
                  ? "border-[var(--color-accent)] bg-[var(--bg)]"
                  : "border-transparent hover:bg-[var(--bg)]",
                isAdded && "cursor-default",
              )}
            >
              <Thumb slug={suggestion.slug} gender={gender} />
              <span className="min-w-0 flex-1">
                <span className="block leading-snug font-semibold break-words">{suggestion.name}</span>
                <span className="text-muted block truncate text-xs">
                  {suggestion.difficulty.name} · {suggestion.category.name}
                </span>
                {failed === suggestion.id ? (
                  <span className="block text-xs font-medium text-red-700 dark:text-red-400">{t("addFailed")}</span>
                ) : null}
              </span>
              <AddState added={isAdded} pending={pending === suggestion.id} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

async function getJson<T>(path: string, searchParams?: Record<string, string>): Promise<T> {
  return (await loadHttp()).get(path, { searchParams }).json<T>();
}

function MusclePanel({ gender }: { gender: Gender }) {
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
