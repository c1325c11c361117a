import { colourable, isHexColour } from "./click-rules";

export const HIGHLIGHT_DELAY_MS = 500;
export const MAP_WAIT = { delayMs: 200, intervalMs: 100, attempts: 50 } as const;
export const FATIGUE_RETRY = { intervalMs: 200, attempts: 5 } as const;

type Timers = { setTimeout: (fn: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void };
const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Waits for the map: after 200 ms, checks up to 50 times every 100 ms, then proceeds anyway
 * (spec §4). `run` is called exactly once; the returned function cancels.
 */
export function whenMapReady(isReady: () => boolean, run: () => void, timers: Timers = realTimers): () => void {
  let handle: unknown;
  let attempts = 0;
  const check = () => {
    if (isReady() || attempts >= MAP_WAIT.attempts) return run();
    attempts += 1;
    handle = timers.setTimeout(check, MAP_WAIT.intervalMs);
  };
  handle = timers.setTimeout(check, MAP_WAIT.delayMs);
  return () => timers.clearTimeout(handle);
}

/** Applies the muscle highlight 500 ms after it is asked for; a newer request replaces it. */
export function scheduleHighlight(apply: () => void, timers: Timers = realTimers): () => void {
  const handle = timers.setTimeout(apply, HIGHLIGHT_DELAY_MS);
  return () => timers.clearTimeout(handle);
}

export type FatigueEntry = { muscle_name: string; daily_gradient: string };

/**
 * Colours muscles by fatigue. Entries with a bad colour or a too-short name are skipped; a muscle
 * whose shape is not on the map yet is retried up to 5 times at 200 ms, then reported.
 */
export function applyFatigue(
  entries: FatigueEntry[],
  paint: (muscle: string, colour: string) => boolean,
  report: (muscle: string) => void,
  timers: Timers = realTimers,
): () => void {
  const handles: unknown[] = [];
  for (const entry of entries) {
    if (!colourable(entry.muscle_name) || !isHexColour(entry.daily_gradient)) continue;
    let attempts = 0;
    const attempt = () => {
      if (paint(entry.muscle_name, entry.daily_gradient)) return;
      if (attempts >= FATIGUE_RETRY.attempts) return report(entry.muscle_name);
      attempts += 1;
      handles.push(timers.setTimeout(attempt, FATIGUE_RETRY.intervalMs));
    };
    attempt();
  }
  return () => handles.forEach((handle) => timers.clearTimeout(handle));
}
