"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { SEARCH_MIN_CHARS } from "@/config/site";
import { useRouter } from "@/i18n/navigation";
import { useAppStore } from "@/lib/app-store";
import { loadHttp } from "@/lib/lazy-http";
import { AdView } from "@/modules/billing/components/ad-view";
import type { AdContent } from "@/modules/billing/dto";
import { useBodyMapStore } from "../body-map/store";
import type { SearchSuggestionDto } from "../dto";
import { exerciseImagePath, exercisePath } from "../listing-route";
import { adAfter, SEARCH_DEBOUNCE_MS, suggestionSlug } from "./search-target";
import { useSearchStore } from "./search-store";

type Suggestion = SearchSuggestionDto;

function useDebounced(value: string, delay: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

async function fetchSuggestions(query: string, locale: string, signal: AbortSignal): Promise<Suggestion[]> {
  const searchParams = { q: query, size: "20", locale };
  const http = await loadHttp();
  return (await http.get("/api-next/search/exercises", { searchParams, signal }).json<{ suggestions: Suggestion[] }>())
    .suggestions;
}

/**
 * The search overlay: a centred panel with a preview pane on wide screens, its own full screen on
 * phones. Typing is debounced; the last successful suggestions stay while the next search loads.
 */
export function SearchOverlay({
  mobile,
  ad,
  returnFocus,
}: {
  mobile: boolean;
  ad: AdContent;
  /** Where focus goes when the overlay closes (Escape, the close button, a chosen result). */
  returnFocus: () => void;
}) {
  const t = useTranslations("search");
  const locale = useLocale();
  const router = useRouter();
  const listId = useId();
  const { query, isOpened, mobileIsOpened, setQuery, close } = useSearchStore();
  const open = mobile ? mobileIsOpened : isOpened;
  const trimmed = query.trim();
  const debounced = useDebounced(trimmed, SEARCH_DEBOUNCE_MS);
  const [active, setActive] = useState(0);
  const search = useQuery({
    queryKey: ["search", locale, debounced],
    queryFn: ({ signal }) => fetchSuggestions(debounced, locale, signal),
    enabled: open && [...debounced].length >= SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
  const results = [...trimmed].length >= SEARCH_MIN_CHARS ? (search.data ?? []) : [];
  const current = results[Math.min(active, results.length - 1)];
  const loading = search.isFetching || debounced !== trimmed;

  const choose = (suggestion: Suggestion) => {
    const gender = useBodyMapStore.getState().gender;
    close();
    useAppStore.getState().setLoading(true);
    router.push(exercisePath(suggestionSlug(suggestion, gender), gender));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    } else if (event.key === "Enter" && current) {
      event.preventDefault();
      choose(current);
    }
  };

  const status =
    trimmed.length > 0 && [...trimmed].length < SEARCH_MIN_CHARS ? (
      <p className="text-muted p-4 text-sm">{t("short")}</p>
    ) : [...trimmed].length >= SEARCH_MIN_CHARS && !loading && results.length === 0 ? (
      <div className="p-4 text-sm">
        <p className="font-semibold">{t("no_data")}</p>
        <p className="text-muted mt-1">{t("cantfind")}</p>
      </div>
    ) : null;

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
        <RadixDialog.Content
          aria-describedby={undefined}
          // Opened without a Radix trigger, the dialog would hand focus to <body> on close.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className={clsx(
            "fixed z-50 flex flex-col bg-[var(--surface)] shadow-2xl focus:outline-none",
            mobile ? "inset-0" : "top-[10vh] left-1/2 w-[min(94vw,880px)] -translate-x-1/2 overflow-hidden rounded-3xl",
          )}
        >
          <RadixDialog.Title className="sr-only">{t("label")}</RadixDialog.Title>
          <div className="flex items-center gap-2 border-b border-[var(--border)] p-3">
            <input
              autoFocus
              type="search"
              role="combobox"
              aria-label={t("label")}
              aria-expanded={results.length > 0}
              aria-controls={listId}
              aria-activedescendant={current ? `${listId}-${current.id}` : undefined}
              aria-autocomplete="list"
              placeholder={t("placeholder")}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              className="min-w-0 flex-1 rounded-xl bg-[var(--bg)] px-4 py-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-[var(--color-accent)]"
            />
            <RadixDialog.Close className="rounded-full px-3 py-2 text-sm font-semibold hover:bg-[var(--bg)]">
              {t("close")}
            </RadixDialog.Close>
          </div>
          <div className={clsx("flex min-h-0", mobile ? "flex-1" : "h-[450px]")}>
            <div className="min-w-0 flex-1 overflow-y-auto" aria-busy={loading}>
              {status}
              {results.length > 0 && (
                <ul id={listId} role="listbox" aria-label={t("results")} className="p-2">
                  {results.map((suggestion, index) => (
                    <SuggestionRow
                      key={suggestion.id}
                      id={`${listId}-${suggestion.id}`}
                      suggestion={suggestion}
                      active={suggestion === current}
                      onChoose={() => choose(suggestion)}
                      onHover={() => setActive(index)}
                      adAfter={results.length > adAfter(mobile) && index === adAfter(mobile) - 1 ? ad : null}
                      onAdNavigate={close}
                    />
                  ))}
                </ul>
              )}
            </div>
            {!mobile && (
              <aside
                aria-label={t("preview")}
                className="hidden w-72 shrink-0 border-s border-[var(--border)] p-4 sm:block"
              >
                {current && <Preview suggestion={current} />}
              </aside>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function SuggestionRow({
  id,
  suggestion,
  active,
  onChoose,
  onHover,
  adAfter: ad,
  onAdNavigate,
}: {
  id: string;
  suggestion: Suggestion;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
  adAfter: AdContent | null;
  onAdNavigate: () => void;
}) {
  return (
    <>
      <li
        id={id}
        role="option"
        aria-selected={active}
        onClick={onChoose}
        onMouseMove={onHover}
        className={clsx(
          "cursor-pointer rounded-xl px-3 py-2.5",
          active && "bg-[var(--bg)] ring-1 ring-[var(--color-accent)]",
        )}
      >
        <span className="block font-semibold">{suggestion.name}</span>
        <span className="text-muted text-xs">
          {suggestion.difficulty.name} · {suggestion.category.name}
        </span>
      </li>
      {ad && (
        <li role="presentation" className="my-1">
          <AdView content={ad} onNavigate={onAdNavigate} />
        </li>
      )}
    </>
  );
}

function Preview({ suggestion }: { suggestion: Suggestion }) {
  const gender = useBodyMapStore((state) => state.gender);
  return (
    <div data-testid="search-preview">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small cached SVG; next/image adds nothing here */}
      <img
        src={exerciseImagePath(suggestion.slug, gender, "svg")}
        alt=""
        width={240}
        height={240}
        className="mx-auto h-60 w-60"
      />
      <p className="mt-3 font-bold">{suggestion.name}</p>
      <p className="text-muted text-sm">
        {suggestion.difficulty.name} · {suggestion.category.name}
      </p>
    </div>
  );
}
