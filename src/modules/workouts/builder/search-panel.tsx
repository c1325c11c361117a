"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { SEARCH_MIN_CHARS } from "@/config/site";
import { loadHttp } from "@/lib/lazy-http";
import type { Gender, SearchSuggestionDto } from "@/modules/catalogue/dto";
import { SEARCH_DEBOUNCE_MS } from "@/modules/catalogue/search/search-target";
import { CloseIcon, SearchIcon } from "./icons";
import { useAddExercise } from "./use-add-exercise";
import { CATALOGUE_STALE_MS, useDebounced, useAddedIds, Thumb, AddState } from "./picker-parts";

/** The picker's search tab: suggestions by name from three characters, chosen by keyboard or pointer. */
export function SearchPanel({ gender, inputRef }: { gender: Gender; inputRef: (el: HTMLInputElement | null) => void }) {
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
