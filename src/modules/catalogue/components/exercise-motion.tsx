"use client";

import { useCallback, useState } from "react";

/** Worded on the server: only this page needs them, so no page carries them in its client messages. */
export type MotionTexts = { alt: string; pause: string; play: string; poses: string; pose: string[]; error: string };

type Props = {
  /** The animated demonstration for the page's model. */
  src: string;
  /** Each key pose as a still picture: the placeholder, the paused player and the reduced-motion strip. */
  poses: string[];
  texts: MotionTexts;
  /** The id of the steps, which say in words what the figure does. */
  describedBy: string;
};

/**
 * Our figure doing the exercise, in the video's place (spec: placeholder until loaded, the error text
 * on failure). Play and pause by keyboard; with reduced motion the key poses stand side by side.
 */
export function ExerciseMotion({ src, poses, texts, describedBy }: Props) {
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [playing, setPlaying] = useState(true);
  // The picture may finish (or fail) before hydration attaches onLoad: read where it stands then.
  const settled = useCallback((image: HTMLImageElement | null) => {
    if (!image?.complete) return;
    setState(image.naturalWidth > 0 ? "ready" : "failed");
  }, []);
  const placeholder = poses[0] ?? src;
  // The paused player shows the working position, not the start.
  const paused = poses[1] ?? placeholder;

  if (state === "failed") {
    return (
      <p role="alert" data-testid="motion-error" className="grid h-60 place-items-center px-4 text-center text-sm">
        {texts.error}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center" data-testid="exercise-motion" data-state={state}>
      <div className="relative h-60 w-60 motion-reduce:hidden">
        {state === "loading" && (
          // eslint-disable-next-line @next/next/no-img-element -- small cached SVGs; next/image adds nothing here
          <img
            src={placeholder}
            alt=""
            width={240}
            height={240}
            className="absolute inset-0"
            data-testid="motion-placeholder"
          />
        )}
        {/* eslint-disable-next-line @next/next/no-img-element -- an animated SVG must stay an SVG */}
        <img
          src={playing ? src : paused}
          alt={texts.alt}
          aria-describedby={describedBy}
          width={240}
          height={240}
          decoding="async"
          fetchPriority="low"
          // Shown from the start, over the placeholder: until it arrives the placeholder shows through,
          // and the page's largest picture is painted once, not again when the animation lands.
          className="relative h-60 w-60"
          ref={settled}
          onLoad={() => setState("ready")}
          onError={() => setState("failed")}
        />
      </div>
      <button
        type="button"
        className="surface mt-2 rounded-full px-3 py-1 text-sm font-semibold motion-reduce:hidden"
        aria-pressed={!playing}
        onClick={() => setPlaying((value) => !value)}
      >
        {playing ? texts.pause : texts.play}
      </button>
      <ul aria-label={texts.poses} className="hidden flex-wrap justify-center gap-2 motion-reduce:flex">
        {poses.map((pose, index) => (
          <li key={pose}>
            {/* eslint-disable-next-line @next/next/no-img-element -- small cached SVGs */}
            <img src={pose} alt={texts.pose[index] ?? ""} width={120} height={120} loading="lazy" />
          </li>
        ))}
      </ul>
    </div>
  );
}
