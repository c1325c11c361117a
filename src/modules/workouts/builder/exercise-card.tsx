"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useState, type CSSProperties, type PointerEvent as ReactPointerEvent, type ReactNode } from "react";
import { loadHttp } from "@/lib/lazy-http";
import type { ExerciseDto, Gender } from "@/modules/catalogue/dto";
import { exerciseImagePath } from "@/modules/catalogue/listing-route";
import { useAnnounce } from "./announcer";
import { DecimalField, RepsField, Stepper } from "./fields";
import { ArrowDownIcon, ArrowUpIcon, GripIcon, ShuffleIcon, TrashIcon, UndoIcon } from "./icons";
import { toExerciseRef } from "../dto";
import { shuffleRequest } from "./shuffle";
import { isValidReps, LIMITS, type BuilderExercise } from "./state";
import { useBuilderStore } from "./store";

/** Rep strings stay in reading order (8-12, 2-min) inside right-to-left sentences. */
const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>;

const iconButton =
  "grid h-10 w-10 shrink-0 place-items-center rounded-full text-[var(--text)] hover:bg-[var(--bg)] disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:bg-transparent";
const actionButton =
  "inline-flex min-h-10 items-center gap-1.5 rounded-full border border-[var(--border)] bg-[var(--surface)] px-3.5 text-sm font-semibold hover:border-[var(--color-accent)] disabled:opacity-60";

export type Badge = { text: string; letter: string | null; size: number };

/** Letter and place in its group (A1, A2), or the entry's number when it stands alone. */
export function badgeOf(exercises: BuilderExercise[], index: number): Badge {
  const item = exercises[index];
  if (!item?.group) return { text: String(index + 1), letter: null, size: 1 };
  let start = index;
  let end = index;
  while (exercises[start - 1]?.group === item.group) start--;
  while (exercises[end + 1]?.group === item.group) end++;
  return { text: `${item.group}${index - start + 1}`, letter: item.group, size: end - start + 1 };
}

export function ExerciseCard({
  item,
  index,
  badge,
  gender,
  expanded,
  showErrors,
  canMoveUp,
  canMoveDown,
  dragStyle,
  dragging,
  onMoveUp,
  onMoveDown,
  onRemove,
  dragHandlers,
  registerReps,
}: {
  item: BuilderExercise;
  index: number;
  badge: Badge;
  gender: Gender;
  expanded: boolean;
  showErrors: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  dragStyle?: CSSProperties;
  dragging: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
  /** The handle's pointer events (it captures the pointer while dragging). */
  dragHandlers: Record<
    "onPointerDown" | "onPointerMove" | "onPointerUp" | "onPointerCancel",
    (event: ReactPointerEvent<HTMLElement>) => void
  >;
  registerReps: (key: string, element: HTMLInputElement | null) => void;
}) {
  const t = useTranslations("builder");
  const announce = useAnnounce();
  const units = useBuilderStore((state) => state.units);
  // The exercise an undo would bring back: the one before this entry's latest shuffle.
  const previousName = useBuilderStore(
    (state) => state.shuffleHistory.findLast((step) => step.key === item.key)?.previous.name ?? null,
  );
  const [repsTouched, setRepsTouched] = useState(false);
  const [shuffling, setShuffling] = useState(false);
  const [shuffleFailed, setShuffleFailed] = useState(false);
  const panelId = `builder-panel-${item.key}`;
  const name = item.exercise.name;
  const store = useBuilderStore.getState;
  const indexNow = () => store().exercises.findIndex((entry) => entry.key === item.key);

  const repsError =
    (repsTouched || showErrors) && !isValidReps(item.reps) ? t.rich("exercise.repsInvalid", { ltr }) : null;
  const unit = t(units);

  const shuffle = async () => {
    const request = shuffleRequest(store(), indexNow());
    if (!request) return;
    setShuffling(true);
    setShuffleFailed(false);
    try {
      const http = await loadHttp();
      const { exercise } = await http
        .post("/api-next/exercises/shuffle", { json: request, retry: 0 })
        .json<{ exercise: ExerciseDto }>();
      const at = indexNow();
      if (at < 0) return;
      store().applyShuffle(at, toExerciseRef(exercise));
      announce(t("exercise.shuffled", { previous: name, name: exercise.name }));
    } catch {
      setShuffleFailed(true);
    } finally {
      setShuffling(false);
    }
  };

  const undo = () => {
    store().undoShuffle(item.key);
    setShuffleFailed(false);
    if (previousName) announce(t("exercise.restored", { name: previousName }));
  };

  // Each part isolated: '3 × 8-12' always reads left to right, the worded parts in the page's direction.
  const summary: { text: string; dir: "ltr" | "auto" }[] = [
    { text: t("exercise.setsReps", { sets: String(item.sets.regular), reps: item.reps || "–" }), dir: "ltr" },
    ...(item.sets.warmup
      ? [{ text: t("exercise.warmupShort", { count: String(item.sets.warmup) }), dir: "auto" as const }]
      : []),
    { text: t("exercise.restShort", { seconds: String(item.rest) }), dir: "auto" },
    ...(item.load ? [{ text: `${item.load} ${unit}`, dir: "auto" as const }] : []),
  ];
  const muscles = [...item.exercise.muscles_primary, ...item.exercise.muscles_secondary].map((muscle) => muscle.name);

  return (
    <div
      data-key={item.key}
      data-testid="builder-exercise"
      style={dragStyle}
      className={clsx(
        "relative rounded-2xl border bg-[var(--surface)] transition-shadow",
        badge.letter ? "border-[var(--color-accent)]/60" : "border-[var(--border)]",
        dragging ? "z-20 shadow-2xl ring-2 ring-[var(--color-accent)]" : "shadow-sm",
        !isValidReps(item.reps) && showErrors && "border-red-600 dark:border-red-400",
      )}
    >
      {badge.letter ? (
        <span aria-hidden className="absolute inset-y-3 -start-px w-1 rounded-full bg-[var(--color-accent)]" />
      ) : null}
      <div className="flex items-center gap-1.5 py-2 ps-1 pe-2 sm:gap-2">
        <div
          aria-hidden
          title={t("list.dragHint")}
          {...dragHandlers}
          className="text-muted grid h-11 w-7 shrink-0 cursor-grab touch-none place-items-center rounded-lg hover:text-[var(--text)] active:cursor-grabbing"
        >
          <GripIcon className="h-5 w-5" />
        </div>
        <span
          className={clsx(
            "grid h-7 min-w-7 shrink-0 place-items-center rounded-full px-1.5 text-xs font-bold tabular-nums",
            badge.letter ? "bg-[var(--color-accent-strong)] text-white" : "bg-[var(--bg)] text-[var(--text)]",
          )}
          dir="ltr"
        >
          <span className="sr-only">
            {badge.letter
              ? `${t(badge.size > 2 ? "superset.circuit" : "superset.badge", { letter: badge.letter })}, `
              : `${t("list.position", { position: String(index + 1) })}: `}
          </span>
          <span aria-hidden>{badge.text}</span>
        </span>
        {/* eslint-disable-next-line @next/next/no-img-element -- a small cached SVG; next/image adds nothing here */}
        <img
          src={exerciseImagePath(item.exercise.slug, gender, "svg")}
          alt=""
          width={44}
          height={44}
          loading="lazy"
          className="hidden h-11 w-11 shrink-0 rounded-lg bg-[var(--bg)] object-contain min-[360px]:block"
        />
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => store().select(expanded ? null : indexNow())}
          className="min-w-0 flex-1 rounded-lg px-1.5 py-1 text-start hover:bg-[var(--bg)]"
        >
          <span className="line-clamp-2 leading-snug font-semibold break-words" data-testid="builder-exercise-name">
            {name}
          </span>
          <span className="text-muted mt-0.5 line-clamp-2 block text-xs">
            {summary.map((part, at) => (
              <span key={at}>
                {at > 0 ? " · " : ""}
                <bdi dir={part.dir} className="whitespace-nowrap">
                  {part.text}
                </bdi>
              </span>
            ))}
          </span>
        </button>
        <div className="flex shrink-0">
          <button
            type="button"
            data-action="up"
            className={iconButton}
            aria-label={t("list.moveUp", { name })}
            disabled={!canMoveUp}
            onClick={onMoveUp}
          >
            <ArrowUpIcon className="h-[18px] w-[18px]" />
          </button>
          <button
            type="button"
            data-action="down"
            className={iconButton}
            aria-label={t("list.moveDown", { name })}
            disabled={!canMoveDown}
            onClick={onMoveDown}
          >
            <ArrowDownIcon className="h-[18px] w-[18px]" />
          </button>
        </div>
      </div>
      <div id={panelId} hidden={!expanded} className="border-t border-[var(--border)] px-3 pt-3 pb-3 sm:px-4">
        {expanded ? (
          <>
            {muscles.length ? <p className="text-muted mb-3 text-xs">{muscles.join(" · ")}</p> : null}
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <Stepper
                label={t("exercise.sets")}
                value={item.sets.regular}
                min={LIMITS.sets.min}
                max={LIMITS.sets.max}
                decreaseLabel={t("exercise.decrease", { field: t("exercise.sets") })}
                increaseLabel={t("exercise.increase", { field: t("exercise.sets") })}
                onChange={(regular) => store().setSets(indexNow(), { regular })}
              />
              <Stepper
                label={t("exercise.warmup")}
                value={item.sets.warmup}
                min={LIMITS.warmup.min}
                max={LIMITS.warmup.max}
                decreaseLabel={t("exercise.decrease", { field: t("exercise.warmup") })}
                increaseLabel={t("exercise.increase", { field: t("exercise.warmup") })}
                onChange={(warmup) => store().setSets(indexNow(), { warmup })}
              />
              <RepsField
                label={t("exercise.reps")}
                hint={t.rich("exercise.repsHint", { ltr })}
                value={item.reps}
                error={repsError}
                inputRef={(element) => registerReps(item.key, element)}
                onChange={(reps) => store().setReps(indexNow(), reps)}
                onBlur={() => setRepsTouched(true)}
              />
              <Stepper
                label={t("exercise.rest")}
                value={item.rest}
                min={LIMITS.rest.min}
                max={LIMITS.rest.max}
                step={15}
                suffix={t("exercise.seconds")}
                valueText={t("exercise.restValue", { count: item.rest, n: String(item.rest) })}
                decreaseLabel={t("exercise.decrease", { field: t("exercise.rest") })}
                increaseLabel={t("exercise.increase", { field: t("exercise.rest") })}
                onChange={(rest) => store().setRest(indexNow(), rest)}
              />
              <DecimalField
                label={t("exercise.load")}
                value={item.load}
                unit={unit}
                max={LIMITS.load.max}
                onChange={(load) => store().setLoad(indexNow(), load)}
              />
              <label className="col-span-2 flex flex-col gap-1 sm:col-span-3">
                <span className="text-muted text-xs font-semibold">{t("exercise.notes")}</span>
                <textarea
                  value={item.notes}
                  maxLength={LIMITS.notes}
                  rows={2}
                  placeholder={t("exercise.notesPlaceholder")}
                  onChange={(event) => store().setExerciseNotes(indexNow(), event.target.value)}
                  className="min-h-11 resize-y rounded-xl border border-[var(--border)] bg-[var(--surface)] px-3 py-2 text-base outline-none focus-visible:border-[var(--color-accent)]"
                />
              </label>
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <button
                type="button"
                className={actionButton}
                onClick={shuffle}
                disabled={shuffling}
                aria-busy={shuffling || undefined}
                aria-label={t("exercise.shuffleLabel", { name })}
              >
                <ShuffleIcon className={clsx("h-4 w-4", shuffling && "animate-spin")} />
                {t("exercise.shuffle")}
              </button>
              {previousName !== null ? (
                <button
                  type="button"
                  className={actionButton}
                  onClick={undo}
                  aria-label={t("exercise.undoLabel", { name: previousName })}
                >
                  <UndoIcon className="h-4 w-4" />
                  {t("exercise.undo")}
                </button>
              ) : null}
              <button
                type="button"
                onClick={onRemove}
                aria-label={t("list.remove", { name })}
                className="ms-auto inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
              >
                <TrashIcon className="h-4 w-4" />
                {t("exercise.removeShort")}
              </button>
            </div>
            {shuffling || shuffleFailed ? (
              <p role="status" className="text-muted mt-2 text-sm">
                {shuffling ? t("exercise.shuffling") : t("exercise.shuffleFailed")}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
