"use client";

import { useEffect } from "react";
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
