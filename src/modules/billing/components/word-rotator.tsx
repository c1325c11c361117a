"use client";

import { useEffect, useState } from "react";

/** Spec §2: the upsell's word rotator shows each word for 3 s, leaving and arriving in 500 ms. */
export const ROTATE_EVERY_MS = 3000;
export const ROTATE_ANIMATION_MS = 500;

type Phase = "shown" | "leaving" | "arriving";

/**
 * Cycles through `words` in place, on a line of its own. Every word is laid in the same grid cell,
 * invisibly, so the line keeps the size of the longest and nothing around it moves. With reduced motion the words change
 * without movement. Screen readers get the whole sentence elsewhere; this is decoration for them.
 */
export function WordRotator({ words, align = "center" }: { words: string[]; align?: "center" | "start" }) {
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<Phase>("shown");

  useEffect(() => {
    if (words.length < 2) return;
    const timeouts: number[] = [];
    const later = (run: () => void, ms: number) => timeouts.push(window.setTimeout(run, ms));
    const interval = window.setInterval(() => {
      setPhase("leaving");
      later(() => {
        setIndex((current) => (current + 1) % words.length);
        // Placed below without a transition first, then moved in once that style has applied.
        setPhase("arriving");
        later(() => setPhase("shown"), 30);
      }, ROTATE_ANIMATION_MS);
    }, ROTATE_EVERY_MS);
    return () => {
      window.clearInterval(interval);
      for (const timeout of timeouts) window.clearTimeout(timeout);
    };
  }, [words.length]);

  const motion =
    phase === "leaving"
      ? "-translate-y-3 opacity-0 transition-[translate,opacity] duration-500 ease-in"
      : phase === "arriving"
        ? "translate-y-3 opacity-0"
        : "translate-y-0 opacity-100 transition-[translate,opacity] duration-500 ease-out";
  return (
    <span
      className={`grid ${align === "start" ? "justify-items-start" : "justify-items-center"}`}
      data-testid="word-rotator"
    >
      {words.map((word) => (
        <span key={word} className="invisible col-start-1 row-start-1" aria-hidden>
          {word}
        </span>
      ))}
      <span
        data-testid="word-rotator-current"
        className={`col-start-1 row-start-1 text-[var(--color-accent-strong)] motion-reduce:transition-none dark:text-[var(--color-accent-2)] ${motion}`}
      >
        {words[index]}
      </span>
    </span>
  );
}
