"use client";

import { useEffect } from "react";
import { usePersistHydrated } from "@/lib/device-storage";
import { loadHttp } from "@/lib/lazy-http";
import type { TrainingSessionDto } from "../log/dto";
import type { LoggedSession } from "../log/model";
import type { RecordKind } from "../log/records";
import { useTrainingStore } from "../log/session-store";

/** Changes are sent together after a short pause in typing or ticking. */
export const SYNC_DELAY_MS = 600;
/** After a failure, the next try; sooner when the browser says it is back online. */
export const SYNC_RETRY_MS = 5_000;

const recordsOf = (dto: TrainingSessionDto) => {
  const records: Record<string, RecordKind[]> = {};
  for (const entry of dto.entries) for (const set of entry.sets) if (set.records.length) records[set.id] = set.records;
  return records;
};

/** Sends the whole session; the server keeps the newest revision, so a retry or a late copy is harmless. */
export async function pushSession(session: LoggedSession): Promise<TrainingSessionDto> {
  const http = await loadHttp();
  return http.put(`/api-next/workout/logs/${session.id}`, { json: session, retry: 0 }).json<TrainingSessionDto>();
}

/** Keeps the server's copy of the session in progress up to date, whatever the connection does. */
export function useSessionSync() {
  const session = useTrainingStore((state) => state.session);
  const savedRevision = useTrainingStore((state) => state.savedRevision);

  useEffect(() => {
    if (!session || session.revision <= savedRevision) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = async () => {
      const store = useTrainingStore.getState();
      const current = store.session;
      if (!current || cancelled) return;
      store.setStatus("saving");
      try {
        const dto = await pushSession(current);
        if (!cancelled || useTrainingStore.getState().session?.id === dto.id)
          store.saved(current.revision, recordsOf(dto));
      } catch (error) {
        console.error("Failed to save the session", error);
        store.setStatus("failed");
        if (!cancelled) timer = setTimeout(() => void attempt(), SYNC_RETRY_MS);
      }
    };
    const retryNow = () => {
      clearTimeout(timer);
      void attempt();
    };
    timer = setTimeout(() => void attempt(), SYNC_DELAY_MS);
    window.addEventListener("online", retryNow);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener("online", retryNow);
    };
  }, [session, savedRevision]);
}

/**
 * Deletes on the server the sessions discarded on this device; without a connection they wait for the
 * next try. Answers whether the server's log changed.
 */
export async function sendDiscards(): Promise<boolean> {
  const pending = useTrainingStore.getState().discarded;
  if (pending.length === 0) return false;
  const http = await loadHttp();
  let changed = false;
  for (const id of pending) {
    try {
      const response = await http.delete(`/api-next/workout/logs/${id}`, { retry: 0, throwHttpErrors: false });
      if (!response.ok && response.status !== 404) continue;
      useTrainingStore.getState().deleted(id);
      changed ||= response.ok;
    } catch (error) {
      console.warn("A discarded session waits for the connection to be deleted", error);
      return changed;
    }
  }
  return changed;
}

/** Sends the deletions discarded sessions wait for, once the device's store is read and when back online. */
export function useDiscardSync(onDeleted?: () => void) {
  const hydrated = usePersistHydrated(useTrainingStore.persist);
  useEffect(() => {
    if (!hydrated) return;
    const send = () => void sendDiscards().then((changed) => changed && onDeleted?.());
    send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, [hydrated, onDeleted]);
}
