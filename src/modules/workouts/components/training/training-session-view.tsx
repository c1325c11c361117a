"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { Link, useRouter } from "@/i18n/navigation";
import { usePersistHydrated } from "@/lib/device-storage";
import { WEIGHT_UNITS } from "@/lib/units";
import { fetchPrevious } from "../../client/start-training";
import { pushSession, sendDiscards, useSessionSync } from "../../client/use-session-sync";
import type { TrainingSessionDto } from "../../log/dto";
import * as steps from "../../log/session-state";
import { EFFORT_SCALES, useTrainingStore } from "../../log/session-store";
import { ExercisePickerDialog, type PickedExercise } from "./exercise-picker-dialog";
import { LoggedEntryCard } from "./logged-entry-card";
import { RestTimer } from "./rest-timer";
import { SessionSummary } from "./session-summary";

const newId = () => crypto.randomUUID();

function useElapsed(startedAt: string | undefined) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!startedAt) return "0:00";
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  const hours = Math.floor(seconds / 3600);
  const rest = `${String(Math.floor((seconds % 3600) / 60)).padStart(hours ? 2 : 1, "0")}:${String(seconds % 60).padStart(2, "0")}`;
  return hours ? `${hours}:${rest}` : rest;
}

/** Asked once, when the first rest starts: a notification can then say the rest is over in the background. */
function askToNotify() {
  if ("Notification" in window && Notification.permission === "default") void Notification.requestPermission();
}

/** The workout in progress: log each set, rest between them, finish with a summary. */
export function TrainingSessionView() {
  const t = useTranslations("training");
  const router = useRouter();
  const store = useTrainingStore();
  const { session, labels, previous, records, unit, effort, status } = store;
  const hydrated = usePersistHydrated(useTrainingStore.persist);
  const [picker, setPicker] = useState<{ swapping: PickedExercise | null; entryId: string | null } | null>(null);
  const [question, setQuestion] = useState<"discard" | "finish" | null>(null);
  const [finished, setFinished] = useState<TrainingSessionDto | null>(null);
  const [busy, setBusy] = useState(false);
  const elapsed = useElapsed(session?.started_at);
  useSessionSync();

  if (finished) return <SessionSummary session={finished} unit={unit} onClose={() => router.push("/training")} />;
  if (!hydrated) return null;
  if (!session) {
    return (
      <div className="surface mx-auto max-w-xl rounded-3xl p-6 text-center">
        <p>{t("session.none")}</p>
        <Link href="/training" className="text-link mt-3 inline-block min-h-11">
          {t("title")}
        </Link>
      </div>
    );
  }

  const change = store.change;
  const progress = steps.progressOf(session);
  const exerciseIds = session.entries.map((entry) => entry.exercise_id);

  const pick = async (exercise: PickedExercise) => {
    const target = picker;
    setPicker(null);
    const last = (await fetchPrevious([exercise.id], session.id))[exercise.id] ?? [];
    store.label(exercise.id, { name: exercise.name, slug: exercise.slug, url: exercise.url }, last);
    if (target?.entryId) change((current) => steps.swapExercise(current, target.entryId!, exercise.id, last));
    else change((current) => steps.addEntry(current, steps.plainEntry(exercise.id, last, newId)));
  };

  const finish = async () => {
    setBusy(true);
    const done = steps.finishSession(session, new Date());
    change(() => done);
    try {
      const dto = await pushSession(done);
      store.end();
      setFinished(dto);
    } catch (error) {
      // Kept on the device: the sync sends it when the connection is back.
      console.error("Failed to finish the session", error);
    } finally {
      setBusy(false);
      setQuestion(null);
    }
  };

  const discard = async () => {
    setBusy(true);
    // Remembered before it is sent: without a connection the deletion waits on this device.
    store.discard();
    await sendDiscards();
    router.push("/training");
  };

  return (
    <div className="mx-auto max-w-3xl pb-32">
      <header className="sticky top-0 z-30 -mx-4 border-b border-[var(--border)] bg-[var(--bg)]/95 px-4 py-3 backdrop-blur">
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold text-[var(--muted)] uppercase">{t("session.heading")}</p>
            <h1 className="truncate text-xl font-bold">{session.title}</h1>
            <p className="text-sm text-[var(--muted)]">
              <span className="font-semibold text-[var(--text)] tabular-nums" dir="ltr">
                {elapsed}
              </span>
              {" · "}
              {t("session.progress", progress)}
              {" · "}
              <span role="status" data-sync={status}>
                {t(`session.sync.${status}`)}
              </span>
            </p>
          </div>
          <button
            type="button"
            disabled={busy}
            onClick={() => (progress.done < progress.total ? setQuestion("finish") : void finish())}
            className="min-h-11 rounded-full bg-emerald-700 px-5 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
          >
            {t("session.finish")}
          </button>
        </div>
      </header>

      <div className="mt-4 flex items-center justify-end gap-2 text-sm">
        <span className="text-[var(--muted)]" id="unit-label">
          {t("session.unit")}
        </span>
        <SegmentedControl
          labelledBy="unit-label"
          options={WEIGHT_UNITS.map((option) => ({ value: option, label: option }))}
          value={unit}
          onChange={store.setUnit}
        />
        <span className="ms-2 text-[var(--muted)]" id="effort-label">
          {t("session.effort")}
        </span>
        <SegmentedControl
          labelledBy="effort-label"
          options={EFFORT_SCALES.map((option) => ({ value: option, label: t(`session.${option}`) }))}
          value={effort}
          onChange={store.setEffort}
        />
      </div>

      {session.entries.length === 0 ? (
        <p className="surface mt-4 rounded-3xl p-6 text-center">{t("session.empty")}</p>
      ) : null}
      <ol className="mt-4 space-y-4">
        {session.entries.map((entry, index) => (
          <LoggedEntryCard
            key={entry.id}
            entry={entry}
            label={labels[entry.exercise_id]}
            previous={previous[entry.exercise_id] ?? []}
            records={records}
            unit={unit}
            effort={effort}
            first={index === 0}
            last={index === session.entries.length - 1}
            actions={{
              changeSet: (setId, setChange) =>
                change((current) => steps.updateSet(current, entry.id, setId, setChange)),
              cycleType: (setId) => {
                const set = entry.sets.find((item) => item.id === setId);
                if (set)
                  change((current) => steps.updateSet(current, entry.id, setId, { type: steps.nextSetType(set.type) }));
              },
              toggleDone: (set) => {
                change((current) => steps.updateSet(current, entry.id, set.id, { done: !set.done }));
                if (!set.done) {
                  askToNotify();
                  if (steps.restsAfter(session, entry.id)) store.startRest(entry.rest);
                }
              },
              addSet: () => change((current) => steps.addSet(current, entry.id, newId)),
              removeSet: (setId) => change((current) => steps.removeSet(current, entry.id, setId)),
              setRest: (seconds) => change((current) => steps.setEntryRest(current, entry.id, seconds)),
              setNotes: (notes) => change((current) => steps.setEntryNotes(current, entry.id, notes)),
              move: (delta) => change((current) => steps.moveEntry(current, entry.id, delta)),
              swap: () => {
                const label = labels[entry.exercise_id];
                setPicker({
                  entryId: entry.id,
                  swapping: {
                    id: entry.exercise_id,
                    name: label?.name ?? "",
                    slug: label?.slug ?? "",
                    url: label?.url ?? "",
                  },
                });
              },
              remove: () => change((current) => steps.removeEntry(current, entry.id)),
            }}
          />
        ))}
      </ol>

      <button
        type="button"
        onClick={() => setPicker({ swapping: null, entryId: null })}
        className="mt-4 min-h-12 w-full rounded-3xl border-2 border-dashed border-[var(--border)] font-semibold hover:border-[var(--color-accent)]"
      >
        + {t("session.addExercise")}
      </button>

      <label className="mt-6 block">
        <span className="font-semibold">{t("session.sessionNotes")}</span>
        <textarea
          value={session.notes}
          maxLength={2000}
          rows={3}
          placeholder={t("session.notesPlaceholder")}
          onChange={(event) => change((current) => steps.setSessionNotes(current, event.target.value))}
          className="mt-1 w-full rounded-2xl border border-[var(--border)] bg-[var(--surface)] p-3 text-base"
        />
      </label>
      <button
        type="button"
        onClick={() => setQuestion("discard")}
        className="mt-4 min-h-11 text-sm font-semibold text-red-700 dark:text-red-300"
      >
        {t("session.discard")}
      </button>

      <RestTimer />
      {picker ? (
        <ExercisePickerDialog
          open
          onClose={() => setPicker(null)}
          onPick={(exercise) => void pick(exercise)}
          swapping={picker.swapping}
          exclude={exerciseIds}
        />
      ) : null}
      <Dialog
        open={question !== null}
        onOpenChange={(open) => (open ? undefined : setQuestion(null))}
        title={
          question === "discard"
            ? t("session.discardQuestion")
            : t("session.unfinishedQuestion", { count: progress.total - progress.done })
        }
        closeLabel={t("session.keep")}
      >
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={() => setQuestion(null)}
            className="min-h-11 rounded-full border border-[var(--border)] px-5 font-semibold"
          >
            {t("session.keep")}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void (question === "discard" ? discard() : finish())}
            className={`min-h-11 rounded-full px-5 font-semibold text-white disabled:opacity-60 ${question === "discard" ? "bg-red-700" : "bg-emerald-700"}`}
          >
            {question === "discard" ? t("session.discardConfirm") : t("session.finishConfirm")}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
