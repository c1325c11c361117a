"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type CSSProperties, type PointerEvent as ReactPointerEvent } from "react";
import type { Gender } from "@/modules/catalogue/dto";
import { useAnnounce } from "./announcer";
import { badgeOf, ExerciseCard } from "./exercise-card";
import { LinkIcon, PlusIcon } from "./icons";
import { stepTarget } from "./ordering";
import type { BuilderExercise } from "./state";
import { useBuilderStore } from "./store";

type Drag = { from: number; to: number; dy: number; shift: number };

/** Where a drag of `from` by `dy` pixels would drop it, from the rows' boxes as they were at its start. */
export function dropIndex(rects: { top: number; height: number }[], from: number, dy: number): number {
  const dragged = rects[from];
  if (!dragged) return from;
  const centre = dragged.top + dragged.height / 2 + dy;
  let to = from;
  rects.forEach((rect, index) => {
    const middle = rect.top + rect.height / 2;
    if (index > from && centre > middle) to = Math.max(to, index);
    if (index < from && centre < middle) to = Math.min(to, index);
  });
  return to;
}

function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(node).overflowY) && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/**
 * The workout's exercises in order: drag a row by its handle (mouse, pen or touch), or move it with
 * its up and down buttons, the new place read out; between two rows, the superset link.
 */
export function ExerciseList({
  gender,
  showErrors,
  registerReps,
  onAddMore,
}: {
  gender: Gender;
  showErrors: boolean;
  registerReps: (key: string, element: HTMLInputElement | null) => void;
  onAddMore: () => void;
}) {
  const t = useTranslations("builder");
  const announce = useAnnounce();
  const exercises = useBuilderStore((state) => state.exercises);
  const selected = useBuilderStore((state) => state.selectedExercise);
  const list = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragStart = useRef<{
    y: number;
    rects: { top: number; height: number }[];
    /** The scrolling box the list sits in, scrolled while a drag nears its edge, and where it started. */
    scroller: HTMLElement | null;
    scrollTop: number;
    pointerY: number;
  } | null>(null);
  const dragging = drag !== null;
  // After a move or removal, focus goes back to the control that did it (or the nearest one left).
  const pendingFocus = useRef<{ key: string; action: "up" | "down" } | { index: number } | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    const root = list.current;
    if (!target || !root) return;
    pendingFocus.current = null;
    if ("key" in target) {
      const row = root.querySelector<HTMLElement>(`[data-key="${CSS.escape(target.key)}"]`);
      const other = target.action === "up" ? "down" : "up";
      const button =
        row?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]:not(:disabled)`) ??
        row?.querySelector<HTMLButtonElement>(`[data-action="${other}"]:not(:disabled)`) ??
        row?.querySelector<HTMLButtonElement>("[aria-expanded]");
      button?.focus();
    } else {
      const rows = root.querySelectorAll<HTMLElement>("[data-key] [aria-expanded]");
      const row = rows[Math.min(target.index, rows.length - 1)];
      if (row) row.focus();
      else document.getElementById("builder-add-heading")?.focus();
    }
  }, [exercises]);

  const move = (index: number, direction: -1 | 1) => {
    const state = useBuilderStore.getState();
    const item = state.exercises[index];
    const target = stepTarget(state, index, direction);
    if (!item || target === null) return;
    pendingFocus.current = { key: item.key, action: direction === -1 ? "up" : "down" };
    state.move(index, target);
    const position = useBuilderStore.getState().exercises.findIndex((entry) => entry.key === item.key) + 1;
    announce(
      t("list.moved", {
        name: item.exercise.name,
        position: String(position),
        total: String(state.exercises.length),
      }),
    );
  };

  const remove = (index: number) => {
    const item = useBuilderStore.getState().exercises[index];
    if (!item) return;
    pendingFocus.current = { index };
    useBuilderStore.getState().remove(index);
    announce(t("list.removed", { name: item.exercise.name }));
  };

  const link = (index: number, linked: boolean) => {
    const state = useBuilderStore.getState();
    const first = state.exercises[index];
    const second = state.exercises[index + 1];
    if (!first || !second) return;
    if (linked) {
      state.unlinkFromNext(index);
      announce(t("superset.unlinked", { first: first.exercise.name, second: second.exercise.name }));
    } else {
      state.linkWithNext(index);
      const letter = useBuilderStore.getState().exercises[index]?.group ?? "";
      announce(t("superset.linked", { first: first.exercise.name, second: second.exercise.name, letter }));
    }
  };

  const startDrag = (index: number, event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0 || !list.current) return;
    event.preventDefault();
    const rows = [...list.current.querySelectorAll<HTMLElement>(":scope > li")];
    const rects = rows.map((row) => {
      const box = row.getBoundingClientRect();
      return { top: box.top, height: box.height };
    });
    const second = rects[1];
    const first = rects[0];
    const gap = first && second ? second.top - (first.top + first.height) : 0;
    const scroller = scrollParent(list.current);
    dragStart.current = {
      y: event.clientY,
      rects,
      scroller,
      scrollTop: scroller?.scrollTop ?? 0,
      pointerY: event.clientY,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ from: index, to: index, dy: 0, shift: (rects[index]?.height ?? 0) + gap });
  };

  // Distance moved in the list's own terms: the pointer's travel plus whatever the box scrolled.
  const follow = () => {
    const start = dragStart.current;
    if (!start) return;
    const dy = start.pointerY - start.y + (start.scroller?.scrollTop ?? 0) - start.scrollTop;
    setDrag((current) => current && { ...current, dy, to: dropIndex(start.rects, current.from, dy) });
  };

  const onDragMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!dragStart.current) return;
    dragStart.current.pointerY = event.clientY;
    follow();
  };

  // Near the top or bottom of the scrolling box, a held drag scrolls it (faster the closer it gets).
  useEffect(() => {
    if (!dragging) return;
    let frame = 0;
    const tick = () => {
      const start = dragStart.current;
      const box = start?.scroller?.getBoundingClientRect();
      if (start?.scroller && box) {
        const edge = 56;
        const speed =
          start.pointerY < box.top + edge
            ? -(box.top + edge - start.pointerY) / 4
            : start.pointerY > box.bottom - edge
              ? (start.pointerY - (box.bottom - edge)) / 4
              : 0;
        if (speed) {
          start.scroller.scrollTop += speed;
          follow();
        }
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [dragging]);

  const cancelDrag = () => {
    dragStart.current = null;
    setDrag(null);
  };

  const endDrag = () => {
    const current = drag;
    cancelDrag();
    if (!current || current.from === current.to) return;
    const item = useBuilderStore.getState().exercises[current.from];
    useBuilderStore.getState().move(current.from, current.to);
    if (item)
      announce(
        t("list.moved", {
          name: item.exercise.name,
          position: String(current.to + 1),
          total: String(useBuilderStore.getState().exercises.length),
        }),
      );
  };

  const styleFor = (index: number): CSSProperties | undefined => {
    if (!drag) return undefined;
    if (index === drag.from) return { transform: `translateY(${drag.dy}px)`, transition: "none" };
    let offset = 0;
    if (drag.from < drag.to && index > drag.from && index <= drag.to) offset = -drag.shift;
    if (drag.to < drag.from && index >= drag.to && index < drag.from) offset = drag.shift;
    return { transform: `translateY(${offset}px)`, transition: "transform 150ms ease" };
  };

  if (exercises.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border-2 border-dashed border-[var(--border)] px-6 py-10 text-center">
        <p className="font-semibold">{t("list.empty")}</p>
        <p className="text-muted mt-1 max-w-sm text-sm">{t("list.emptyHint")}</p>
        <button
          type="button"
          onClick={onAddMore}
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full border border-[var(--border)] bg-[var(--surface)] px-4 text-sm font-semibold hover:border-[var(--color-accent)] lg:hidden"
        >
          <PlusIcon className="h-4 w-4" />
          {t("list.addMore")}
        </button>
      </div>
    );
  }

  return (
    <>
      <ol ref={list} className="flex flex-col gap-6" aria-label={t("list.title")}>
        {exercises.map((item: BuilderExercise, index) => {
          const next = exercises[index + 1];
          const linked = !!next && item.group !== null && item.group === next.group;
          return (
            <li key={item.key} className="relative">
              <ExerciseCard
                item={item}
                index={index}
                badge={badgeOf(exercises, index)}
                gender={gender}
                expanded={selected === index}
                showErrors={showErrors}
                canMoveUp={index > 0}
                canMoveDown={index < exercises.length - 1}
                dragStyle={styleFor(index)}
                dragging={drag?.from === index}
                onMoveUp={() => move(index, -1)}
                onMoveDown={() => move(index, 1)}
                onRemove={() => remove(index)}
                dragHandlers={{
                  onPointerDown: (event) => startDrag(index, event),
                  onPointerMove: onDragMove,
                  onPointerUp: endDrag,
                  onPointerCancel: cancelDrag,
                }}
                registerReps={registerReps}
              />
              {next && !drag ? (
                <div className="absolute inset-x-0 -bottom-6 z-10 flex h-6 items-center justify-center">
                  <button
                    type="button"
                    aria-pressed={linked}
                    aria-label={
                      linked
                        ? t("superset.unlinkLabel", { first: item.exercise.name, second: next.exercise.name })
                        : t("superset.linkLabel", { first: item.exercise.name, second: next.exercise.name })
                    }
                    onClick={() => link(index, linked)}
                    className={clsx(
                      "inline-flex h-7 items-center gap-1 rounded-full border px-2.5 text-xs font-semibold shadow-sm transition-colors",
                      linked
                        ? "border-transparent bg-[var(--color-accent-strong)] text-white hover:bg-orange-800"
                        : "text-muted border-[var(--border)] bg-[var(--bg)] hover:border-[var(--color-accent)] hover:text-[var(--text)]",
                    )}
                  >
                    <LinkIcon className="h-3.5 w-3.5" />
                    {linked ? t("superset.unlink") : t("superset.link")}
                  </button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {/* Below 1024 px the picker sits under the list: one tap takes you there. */}
      <button
        type="button"
        onClick={onAddMore}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-[var(--border)] px-4 text-sm font-semibold hover:border-[var(--color-accent)] lg:hidden"
      >
        <PlusIcon className="h-4 w-4" />
        {t("list.addMore")}
      </button>
    </>
  );
}
