"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { WEIGHT_UNITS } from "@/lib/units";
import type { Gender } from "@/modules/catalogue/dto";
import { useSaveWorkout } from "../client/use-save-workout";
import type { WorkoutDto } from "../dto";
import { estimateMinutes } from "../duration";
import { Announcer } from "./announcer";
import { ExerciseList } from "./exercise-list";
import { ExercisePicker } from "./exercise-picker";
import { CloseIcon } from "./icons";
import { invalidReps, isValidReps, LIMITS, toPayload } from "./state";
import { useBuilderStore } from "./store";

/** Spec §9 small-screen flag: below 640 px the builder is a full-screen sheet. */
const SMALL = "(max-width: 639px)";
const WIDE = "(min-width: 1024px)";
const subscribeTo = (query: string) => (onChange: () => void) => {
  const list = window.matchMedia(query);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
};
const subscribeSmall = subscribeTo(SMALL);

export type WorkoutBuilderDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  gender: Gender;
  /** One of the user's workouts to edit (kind 'saved'), or an original to copy. */
  initial?: WorkoutDto;
  onSaved?: (workout: WorkoutDto) => void;
};

/**
 * 'Build your own workout': a modal (a full-screen sheet on phones) to add exercises by search or by
 * muscle, order them, set sets, reps, rest and load, link supersets, shuffle one exercise for a
 * similar one, and save it to My Workouts (or save the changes to one being edited). Closing with
 * unsaved edits asks first. Keep it mounted after closing: the 'Workout Added!' overlay lives here.
 */
export function WorkoutBuilderDialog({ open, onOpenChange, gender, initial, onSaved }: WorkoutBuilderDialogProps) {
  const t = useTranslations("builder");
  const { save, update, busy, dialogs } = useSaveWorkout();
  const small = useSyncExternalStore(
    subscribeSmall,
    () => window.matchMedia(SMALL).matches,
    () => false,
  );
  const [confirming, setConfirming] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  // Where focus goes back when the discard question is answered 'keep editing'.
  const confirmFrom = useRef<HTMLElement | null>(null);

  const start = useEffectEvent(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    useBuilderStore.getState().reset({ gender, initial, mobile: window.matchMedia(SMALL).matches });
  });
  // Before the first paint of an opening: never a frame of the previous builder's content.
  useLayoutEffect(() => {
    if (open) start();
  }, [open]);
  useEffect(() => {
    useBuilderStore.getState().setMobile(small);
  }, [small]);

  const requestClose = () => {
    if (!useBuilderStore.getState().isDirty) return onOpenChange(false);
    confirmFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setConfirming(true);
  };

  const title = initial?.kind === "saved" ? t("editTitle") : initial ? t("copyTitle") : t("title");

  const onSave = async () => {
    const state = useBuilderStore.getState();
    const payload = toPayload(state, t("defaultName"));
    const saved = state.source?.kind === "saved" ? await update(state.source.id, payload) : await save(payload);
    if (!saved) return;
    useBuilderStore.getState().markSaved(saved);
    onSaved?.(saved);
    onOpenChange(false);
  };

  return (
    <>
      <RadixDialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/55 backdrop-blur-sm" />
          <RadixDialog.Content
            ref={content}
            data-testid="workout-builder"
            onOpenAutoFocus={(event) => {
              // Phones: no keyboard popping up over the sheet; wide screens: straight to search.
              event.preventDefault();
              const search = document.querySelector<HTMLInputElement>("[data-builder-search]");
              if (window.matchMedia(WIDE).matches && search) search.focus();
              else content.current?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (returnFocus.current?.isConnected) returnFocus.current.focus();
            }}
            onEscapeKeyDown={(event) => {
              // Escape in a search with text clears the search (the browser does it), not the builder.
              const active = document.activeElement;
              if (active instanceof HTMLInputElement && active.type === "search" && active.value)
                event.preventDefault();
            }}
            className="fixed inset-0 z-50 flex flex-col bg-[var(--bg)] text-[var(--text)] outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-[min(92vh,900px)] sm:w-[min(94vw,1160px)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:overflow-hidden sm:rounded-3xl sm:border sm:border-[var(--border)] sm:shadow-2xl"
          >
            <Announcer>
              {open ? (
                <BuilderBody
                  title={title}
                  gender={gender}
                  busy={busy}
                  editing={initial?.kind === "saved"}
                  onCancel={requestClose}
                  onSave={onSave}
                />
              ) : null}
            </Announcer>
            <DiscardDialog
              open={confirming}
              returnFocus={() => {
                const target = confirmFrom.current;
                if (target?.isConnected) target.focus();
                else content.current?.focus();
              }}
              onKeep={() => setConfirming(false)}
              onDiscard={() => {
                setConfirming(false);
                onOpenChange(false);
              }}
            />
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      {dialogs}
    </>
  );
}

function BuilderBody({
  title,
  gender,
  busy,
  editing,
  onCancel,
  onSave,
}: {
  title: string;
  gender: Gender;
  busy: boolean;
  editing: boolean;
  onCancel: () => void;
  onSave: () => Promise<void>;
}) {
  const t = useTranslations("builder");
  const nameId = useId();
  const notesId = useId();
  const name = useBuilderStore((state) => state.name);
  const notes = useBuilderStore((state) => state.notes);
  const units = useBuilderStore((state) => state.units);
  const exercises = useBuilderStore((state) => state.exercises);
  const [showErrors, setShowErrors] = useState(false);
  const [formError, setFormError] = useState<"needExercise" | "fixReps" | null>(null);
  const repsInputs = useRef(new Map<string, HTMLInputElement>());
  const searchInput = useRef<HTMLInputElement | null>(null);
  const store = useBuilderStore.getState;

  // A message about the form clears itself once its cause is gone.
  const invalid = exercises.some((item) => !isValidReps(item.reps));
  const shownError =
    formError === "needExercise" && exercises.length === 0
      ? t("needExercise")
      : formError === "fixReps" && invalid
        ? t("fixReps")
        : null;

  const focusSearch = () => {
    const input = searchInput.current;
    if (!input) return;
    // The search panel may be hidden behind the body map tab; its heading is always there.
    if (input.offsetParent === null) document.getElementById("builder-add-heading")?.focus();
    else input.focus();
    (input.offsetParent ? input : document.getElementById("builder-add-heading"))?.scrollIntoView({
      block: "center",
      behavior: "smooth",
    });
  };

  const submit = async () => {
    const state = store();
    if (state.exercises.length === 0) {
      setFormError("needExercise");
      focusSearch();
      return;
    }
    const wrong = invalidReps(state);
    const first = state.exercises[wrong[0] ?? -1];
    if (first) {
      setShowErrors(true);
      setFormError("fixReps");
      state.select(wrong[0] ?? null);
      requestAnimationFrame(() => repsInputs.current.get(first.key)?.focus());
      return;
    }
    setFormError(null);
    await onSave();
  };

  const minutes = exercises.length ? estimateMinutes(exercises) : 0;

  return (
    <>
      <header className="flex items-start gap-3 border-b border-[var(--border)] bg-[var(--surface)] px-4 py-3 sm:px-6 sm:py-4">
        <div className="min-w-0 flex-1">
          <RadixDialog.Title className="text-lg font-extrabold tracking-tight sm:text-xl">{title}</RadixDialog.Title>
          <RadixDialog.Description className="text-muted mt-0.5 text-sm max-sm:sr-only">
            {t("description")}
          </RadixDialog.Description>
        </div>
        <RadixDialog.Close
          aria-label={t("close")}
          className="-me-1 grid h-11 w-11 shrink-0 place-items-center rounded-full hover:bg-[var(--bg)]"
        >
          <CloseIcon className="h-5 w-5" />
        </RadixDialog.Close>
      </header>

      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain lg:flex-row lg:overflow-hidden">
        <div className="flex flex-col gap-6 p-4 sm:p-6 lg:min-w-0 lg:flex-1 lg:overflow-y-auto lg:overscroll-contain">
          <section aria-label={t("details")} className="grid grid-cols-[minmax(0,1fr)_auto] gap-3">
            <div className="flex min-w-0 flex-col gap-1">
              <label htmlFor={nameId} className="text-muted text-xs font-semibold">
                {t("name")}
              </label>
              <input
                id={nameId}
                value={name}
                maxLength={LIMITS.name}
                placeholder={t("defaultName")}
                autoComplete="off"
                onChange={(event) => store().setName(event.target.value)}
                className="min-h-12 rounded-xl border border-[var(--border)] bg-[var(--surface)] px-3.5 text-lg font-bold outline-none placeholder:font-semibold focus-visible:border-[var(--color-accent)] focus-visible:ring-2 focus-visible:ring-[var(--color-accent)]/30"
              />
            </div>
            <div className="flex flex-col gap-1">
              <span id={`${nameId}-units`} className="text-muted text-xs font-semibold">
                {t("units")}
              </span>
              <div
                role="group"
                aria-labelledby={`${nameId}-units`}
                className="inline-flex h-12 items-center self-start rounded-full border border-[var(--border)] bg-[var(--surface)] p-1"
              >
                {WEIGHT_UNITS.map((unit) => (
                  <button
                    key={unit}
                    type="button"
                    aria-pressed={units === unit}
                    onClick={() => store().setUnits(unit)}
                    className={clsx(
                      "h-full min-w-14 rounded-full px-4 text-sm font-bold transition-colors",
                      units === unit ? "bg-[var(--text)] text-[var(--bg)]" : "text-muted hover:text-[var(--text)]",
                    )}
                  >
                    {t(unit)}
                  </button>
                ))}
              </div>
            </div>
            <div className="col-span-2 flex flex-col gap-1">
              <label htmlFor={notesId} className="text-muted text-xs font-semibold">
                {t("notes")}
              </label>
              <textarea
                id={notesId}
                value={notes}
                rows={2}
                maxLength={LIMITS.workoutNotes}
                placeholder={t("notesPlaceholder")}
                onChange={(event) => store().setNotes(event.target.value)}
                className="min-h-12 resize-y rounded-xl border border-[var(--border)] bg-[var(--surface)] px-3.5 py-2.5 text-base outline-none focus-visible:border-[var(--color-accent)] focus-visible:ring-2 focus-visible:ring-[var(--color-accent)]/30"
              />
            </div>
          </section>

          <section aria-labelledby="builder-list-heading" className="flex flex-col gap-3">
            <div className="flex items-baseline justify-between gap-3">
              <h2 id="builder-list-heading" className="text-lg font-bold">
                {t("list.title")}
              </h2>
              {exercises.length > 0 ? (
                <span className="text-muted text-sm tabular-nums" dir="ltr">
                  {exercises.length} / {LIMITS.exercises}
                </span>
              ) : null}
            </div>
            <ExerciseList
              gender={gender}
              showErrors={showErrors}
              onAddMore={focusSearch}
              registerReps={(key, element) => {
                if (element) repsInputs.current.set(key, element);
                else repsInputs.current.delete(key);
              }}
            />
          </section>
        </div>

        <aside className="border-t border-[var(--border)] bg-[var(--surface)] p-4 sm:p-6 lg:w-[420px] lg:shrink-0 lg:overflow-y-auto lg:overscroll-contain lg:border-t-0 lg:border-s">
          <ExercisePicker
            gender={gender}
            searchRef={(element) => {
              searchInput.current = element;
              element?.setAttribute("data-builder-search", "");
            }}
          />
        </aside>
      </div>

      <footer className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-[var(--border)] bg-[var(--surface)] px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
        <div className="min-w-0 flex-1">
          {shownError ? (
            <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-400">
              {shownError}
            </p>
          ) : (
            <p className="text-muted text-[13px] leading-snug sm:text-sm">
              {exercises.length
                ? t("summary", { count: exercises.length, n: String(exercises.length), minutes: String(minutes) })
                : t("summaryEmpty")}
            </p>
          )}
        </div>
        <Button variant="secondary" className="max-sm:hidden" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button busy={busy} onClick={() => void submit()} className="max-sm:px-4">
          {editing ? t("saveChanges") : t("save")}
        </Button>
      </footer>
    </>
  );
}

function DiscardDialog({
  open,
  returnFocus,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  returnFocus: () => void;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const t = useTranslations("builder.discard");
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onKeep()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[55] bg-black/40" />
        <RadixDialog.Content
          role="alertdialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-[55] w-[min(92vw,400px)] -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-[var(--border)] bg-[var(--surface)] p-6 text-[var(--text)] shadow-2xl outline-none"
        >
          <RadixDialog.Title className="text-lg font-bold">{t("title")}</RadixDialog.Title>
          <RadixDialog.Description className="text-muted mt-1 text-sm">{t("text")}</RadixDialog.Description>
          {/* 'Keep editing' first: it takes the focus, so Enter never throws work away. */}
          <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse sm:justify-start">
            <RadixDialog.Close asChild>
              <Button>{t("keep")}</Button>
            </RadixDialog.Close>
            <Button variant="secondary" onClick={onDiscard} className="text-red-700 dark:text-red-400">
              {t("discard")}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
