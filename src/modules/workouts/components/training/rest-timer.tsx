"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useTrainingStore } from "../../log/session-store";

export const REST_STEP_SECONDS = 15;
const OVER_NOTICE_MS = 4000;

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/** A short beep through Web Audio: no sound file to download, nothing when audio is not allowed. */
function beep() {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.6);
    tone.onended = () => void audio.close();
  } catch {
    // No audio here (or not allowed yet): the vibration and the screen still tell.
  }
}

/** The rest between sets: counts down from the entry's rest, ±15 s, skip; tells when it is over. */
export function RestTimer() {
  const t = useTranslations("training.rest");
  const restEndsAt = useTrainingStore((state) => state.restEndsAt);
  const restTotal = useTrainingStore((state) => state.restTotal);
  const adjustRest = useTrainingStore((state) => state.adjustRest);
  const stopRest = useTrainingStore((state) => state.stopRest);
  const [now, setNow] = useState(() => Date.now());
  const [overAt, setOverAt] = useState<number | null>(null);
  const told = useRef<number | null>(null);

  useEffect(() => {
    if (restEndsAt === null) return;
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [restEndsAt]);

  useEffect(() => {
    if (restEndsAt === null || now < restEndsAt || told.current === restEndsAt) return;
    told.current = restEndsAt;
    navigator.vibrate?.([200, 100, 200]);
    beep();
    if (document.visibilityState === "hidden" && "Notification" in window && Notification.permission === "granted") {
      new Notification(t("notification"), { tag: "rest-timer" });
    }
    setOverAt(Date.now());
    stopRest();
  }, [now, restEndsAt, stopRest, t]);

  useEffect(() => {
    if (overAt === null) return;
    const timer = setTimeout(() => setOverAt(null), OVER_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [overAt]);

  if (restEndsAt === null) {
    return overAt !== null ? (
      <div role="status" className="fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
        <p className="rounded-full bg-emerald-700 px-6 py-3 font-bold text-white shadow-xl">{t("over")}</p>
      </div>
    ) : null;
  }
  const left = Math.max(0, Math.ceil((restEndsAt - now) / 1000));
  const share = restTotal > 0 ? Math.min(1, left / restTotal) : 0;
  return (
    <section
      aria-label={t("label")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-[var(--border)] bg-[var(--surface)] px-4 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgba(0,0,0,0.12)]"
    >
      <div className="mx-auto flex max-w-3xl items-center gap-3">
        <button
          type="button"
          onClick={() => adjustRest(-REST_STEP_SECONDS)}
          className="min-h-11 rounded-full border border-[var(--border)] px-3 font-semibold"
        >
          {t("less")}
        </button>
        <div className="min-w-0 flex-1 text-center">
          <p className="text-3xl font-bold tabular-nums" role="timer" aria-live="off" dir="ltr">
            {clock(left)}
          </p>
          <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-[var(--bg)]">
            <div
              className="h-full rounded-full bg-[var(--color-accent-strong)] transition-[width] duration-200"
              style={{ width: `${share * 100}%` }}
            />
          </div>
        </div>
        <button
          type="button"
          onClick={() => adjustRest(REST_STEP_SECONDS)}
          className="min-h-11 rounded-full border border-[var(--border)] px-3 font-semibold"
        >
          {t("more")}
        </button>
        <button
          type="button"
          onClick={stopRest}
          className="min-h-11 rounded-full bg-[var(--color-accent-strong)] px-4 font-semibold text-white"
        >
          {t("skip")}
        </button>
      </div>
    </section>
  );
}
