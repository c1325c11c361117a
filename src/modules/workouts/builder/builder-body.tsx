"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { WEIGHT_UNITS } from "@/lib/units";
import type { Gender } from "@/modules/catalogue/dto";
import { estimateMinutes } from "../duration";
import { ExerciseList } from "./exercise-list";
import { ExercisePicker } from "./exercise-picker";
import { CloseIcon } from "./icons";
import { invalidReps, isValidReps, LIMITS } from "./state";
import { useBuilderStore } from "./store";

/** The builder's content: name, the exercise list and picker, notes, totals and the save bar. */
export function BuilderBody({
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
