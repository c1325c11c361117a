import { DEFAULT_REST_SECONDS, type LoggedEntry, type LoggedSession, type LoggedSet, type SetType } from "./model";
import { prefillSets, type PlannedSet, type PreviousSet } from "./prefill";

/**
 * The session in progress, changed only through these pure steps. Each step returns a new session with
 * its revision one higher, which is what the server compares to keep the newest copy.
 */
type NewId = () => string;

const bump = (session: LoggedSession, change: Partial<LoggedSession>): LoggedSession => ({
  ...session,
  ...change,
  revision: session.revision + 1,
});

const mapEntry = (session: LoggedSession, entryId: string, change: (entry: LoggedEntry) => LoggedEntry) =>
  bump(session, { entries: session.entries.map((entry) => (entry.id === entryId ? change(entry) : entry)) });

export function newSession(id: string, title: string, workoutId: number | null, now: Date): LoggedSession {
  return {
    id,
    workout_id: workoutId,
    title,
    notes: "",
    started_at: now.toISOString(),
    finished_at: null,
    revision: 1,
    entries: [],
  };
}

export type PlannedEntry = {
  exerciseId: number;
  warmupSets: number;
  regularSets: number;
  reps: number | null;
  seconds: number | null;
  rest: number;
  notes: string;
  group: string | null;
};

/** An exercise of the plan as the session starts it, its sets filled from last time. */
export function entryFromPlan(plan: PlannedEntry, previous: PreviousSet[], newId: NewId): LoggedEntry {
  const planned: PlannedSet[] = [
    ...Array.from({ length: plan.warmupSets }, () => ({
      type: "warmup" as const,
      reps: plan.reps,
      seconds: plan.seconds,
    })),
    ...Array.from({ length: Math.max(1, plan.regularSets) }, () => ({
      type: "normal" as const,
      reps: plan.reps,
      seconds: plan.seconds,
    })),
  ];
  return {
    id: newId(),
    exercise_id: plan.exerciseId,
    rest: plan.rest,
    notes: plan.notes,
    group: plan.group,
    sets: prefillSets(planned, previous, newId),
  };
}

export const addEntry = (session: LoggedSession, entry: LoggedEntry) =>
  bump(session, { entries: [...session.entries, entry] });

export function plainEntry(exerciseId: number, previous: PreviousSet[], newId: NewId): LoggedEntry {
  return entryFromPlan(
    {
      exerciseId,
      warmupSets: 0,
      regularSets: Math.max(3, previous.filter((set) => set.type !== "warmup").length),
      reps: 10,
      seconds: null,
      rest: DEFAULT_REST_SECONDS,
      notes: "",
      group: null,
    },
    previous,
    newId,
  );
}

export const removeEntry = (session: LoggedSession, entryId: string) =>
  bump(session, { entries: session.entries.filter((entry) => entry.id !== entryId) });

/** Moves an exercise one place up (-1) or down (+1). */
export function moveEntry(session: LoggedSession, entryId: string, delta: -1 | 1): LoggedSession {
  const index = session.entries.findIndex((entry) => entry.id === entryId);
  const target = index + delta;
  if (index < 0 || target < 0 || target >= session.entries.length) return session;
  const entries = [...session.entries];
  [entries[index], entries[target]] = [entries[target]!, entries[index]!];
  return bump(session, { entries });
}

/** Another exercise in the same place: the sets stay, their loads go (they were for the old one). */
export const swapExercise = (session: LoggedSession, entryId: string, exerciseId: number, previous: PreviousSet[]) =>
  mapEntry(session, entryId, (entry) => {
    const work = previous.filter((set) => set.type !== "warmup");
    return {
      ...entry,
      exercise_id: exerciseId,
      sets: entry.sets.map((set, index) => {
        const last = set.type === "warmup" ? undefined : work[Math.min(index, work.length - 1)];
        return { ...set, load: last?.load ?? null, reps: set.done ? set.reps : (last?.reps ?? set.reps) };
      }),
    };
  });

export const setEntryNotes = (session: LoggedSession, entryId: string, notes: string) =>
  mapEntry(session, entryId, (entry) => ({ ...entry, notes }));

export const setEntryRest = (session: LoggedSession, entryId: string, rest: number) =>
  mapEntry(session, entryId, (entry) => ({ ...entry, rest: Math.min(3600, Math.max(0, Math.round(rest))) }));

/** A new set like the last one, not done. */
export const addSet = (session: LoggedSession, entryId: string, newId: NewId) =>
  mapEntry(session, entryId, (entry) => {
    const last = entry.sets.at(-1);
    const set: LoggedSet = last
      ? { ...last, id: newId(), type: last.type === "warmup" ? "normal" : last.type, done: false, rir: null, rpe: null }
      : { id: newId(), type: "normal", reps: 10, seconds: null, load: null, rir: null, rpe: null, done: false };
    return { ...entry, sets: [...entry.sets, set] };
  });

export const removeSet = (session: LoggedSession, entryId: string, setId: string) =>
  mapEntry(session, entryId, (entry) => ({ ...entry, sets: entry.sets.filter((set) => set.id !== setId) }));

export type SetChange = Partial<Pick<LoggedSet, "reps" | "seconds" | "load" | "rir" | "rpe" | "type" | "done">>;

export const updateSet = (session: LoggedSession, entryId: string, setId: string, change: SetChange) =>
  mapEntry(session, entryId, (entry) => ({
    ...entry,
    sets: entry.sets.map((set) => (set.id === setId ? { ...set, ...change } : set)),
  }));

const TYPE_CYCLE: SetType[] = ["normal", "warmup", "drop", "failure"];
export const nextSetType = (type: SetType): SetType => TYPE_CYCLE[(TYPE_CYCLE.indexOf(type) + 1) % TYPE_CYCLE.length]!;

export const setSessionNotes = (session: LoggedSession, notes: string) => bump(session, { notes });
export const renameSession = (session: LoggedSession, title: string) => bump(session, { title });

export const finishSession = (session: LoggedSession, now: Date) => bump(session, { finished_at: now.toISOString() });

/** Sets ticked so far, and all sets. */
export function progressOf(session: LoggedSession): { done: number; total: number } {
  const sets = session.entries.flatMap((entry) => entry.sets);
  return { done: sets.filter((set) => set.done).length, total: sets.length };
}

/**
 * Whether ticking a set of this exercise starts the rest: not in the middle of a superset, whose
 * exercises run back to back and rest after the round's last one.
 */
export function restsAfter(session: LoggedSession, entryId: string): boolean {
  const index = session.entries.findIndex((entry) => entry.id === entryId);
  const entry = session.entries[index];
  if (!entry || entry.rest <= 0) return false;
  const next = session.entries[index + 1];
  return !(entry.group && next?.group === entry.group);
}
