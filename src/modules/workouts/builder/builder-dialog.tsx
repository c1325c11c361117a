"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import type { Gender } from "@/modules/catalogue/dto";
import { useSaveWorkout } from "../client/use-save-workout";
import type { WorkoutDto } from "../dto";
import { Announcer } from "./announcer";
import { toPayload } from "./state";
import { useBuilderStore } from "./store";
import { BuilderBody } from "./builder-body";
import { DiscardDialog } from "./discard-dialog";

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
