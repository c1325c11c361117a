import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { deviceStorage, PRIVATE_STORE_KEYS } from "@/lib/device-storage";
import type { WeightUnit } from "@/lib/units";
import type { LoggedSession } from "./model";
import type { PreviousSet } from "./prefill";
import type { RecordKind } from "./records";

export type ExerciseLabel = { name: string; slug: string; url: string };
export type SyncStatus = "saved" | "saving" | "waiting" | "failed";
/** How effort is noted: reps in reserve, or the rate of perceived exertion (RPE 10 = nothing left). */
export const EFFORT_SCALES = ["rir", "rpe"] as const;
export type EffortScale = (typeof EFFORT_SCALES)[number];

/**
 * The session in progress, kept on the device (IndexedDB, key `training-session`) so a reload, a closed
 * tab or a lost connection loses nothing; the server receives it as it goes (use-session-sync).
 */
type TrainingState = {
  session: LoggedSession | null;
  labels: Record<string, ExerciseLabel>;
  /** Per exercise, the sets of the previous session, shown beside each set. */
  previous: Record<string, PreviousSet[]>;
  records: Record<string, RecordKind[]>;
  unit: WeightUnit;
  effort: EffortScale;
  savedRevision: number;
  status: SyncStatus;
  /** When the running rest ends (epoch ms), and how long it was. */
  restEndsAt: number | null;
  restTotal: number;
  /** Sessions discarded here whose deletion the server has not confirmed yet (sent when online). */
  discarded: string[];
  begin: (
    session: LoggedSession,
    labels: Record<string, ExerciseLabel>,
    previous: Record<string, PreviousSet[]>,
  ) => void;
  change: (step: (session: LoggedSession) => LoggedSession) => void;
  label: (exerciseId: number, label: ExerciseLabel, previous?: PreviousSet[]) => void;
  saved: (revision: number, records: Record<string, RecordKind[]>) => void;
  setStatus: (status: SyncStatus) => void;
  setUnit: (unit: WeightUnit) => void;
  setEffort: (effort: EffortScale) => void;
  startRest: (seconds: number, now?: number) => void;
  adjustRest: (seconds: number) => void;
  stopRest: () => void;
  end: () => void;
  /** Ends the session and remembers to delete it on the server. */
  discard: () => void;
  /** The server deleted it (or never had it). */
  deleted: (sessionId: string) => void;
};

const ENDED = {
  session: null,
  labels: {},
  previous: {},
  records: {},
  restEndsAt: null,
  savedRevision: 0,
  status: "saved",
} as const;

/** What the device keeps: all but the sync status, which a reload works out again. */
const KEPT = [
  "session",
  "labels",
  "previous",
  "records",
  "unit",
  "effort",
  "savedRevision",
  "restEndsAt",
  "restTotal",
  "discarded",
] as const;
type Kept = Pick<TrainingState, (typeof KEPT)[number]>;

export const useTrainingStore = create<TrainingState>()(
  persist(
    (set) => ({
      session: null,
      labels: {},
      previous: {},
      records: {},
      unit: "kg",
      effort: "rir",
      savedRevision: 0,
      status: "saved",
      restEndsAt: null,
      restTotal: 0,
      discarded: [],
      begin: (session, labels, previous) =>
        set({ session, labels, previous, records: {}, savedRevision: 0, status: "waiting", restEndsAt: null }),
      change: (step) => set((state) => (state.session ? { session: step(state.session), status: "waiting" } : {})),
      label: (exerciseId, label, previous) =>
        set((state) => ({
          labels: { ...state.labels, [exerciseId]: label },
          previous: previous ? { ...state.previous, [exerciseId]: previous } : state.previous,
        })),
      saved: (revision, records) =>
        set((state) => ({
          savedRevision: Math.max(state.savedRevision, revision),
          records,
          status: (state.session?.revision ?? 0) <= revision ? "saved" : "waiting",
        })),
      setStatus: (status) => set({ status }),
      setUnit: (unit) => set({ unit }),
      setEffort: (effort) => set({ effort }),
      startRest: (seconds, now = Date.now()) => set({ restEndsAt: now + seconds * 1000, restTotal: seconds }),
      adjustRest: (seconds) =>
        set((state) =>
          state.restEndsAt
            ? {
                restEndsAt: Math.max(Date.now(), state.restEndsAt + seconds * 1000),
                restTotal: Math.max(0, state.restTotal + seconds),
              }
            : {},
        ),
      stopRest: () => set({ restEndsAt: null }),
      end: () => set(ENDED),
      discard: () =>
        set((state) => ({
          ...ENDED,
          discarded: state.session ? [...state.discarded, state.session.id] : state.discarded,
        })),
      deleted: (sessionId) => set((state) => ({ discarded: state.discarded.filter((id) => id !== sessionId) })),
    }),
    {
      name: PRIVATE_STORE_KEYS.trainingSession,
      storage: createJSONStorage(deviceStorage),
      partialize: (state): Kept => Object.fromEntries(KEPT.map((key) => [key, state[key]])) as Kept,
    },
  ),
);
