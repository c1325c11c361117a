"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

type Props = {
  /** The chosen model's video, when a licensed one exists. */
  video: string | null;
  /** The muscle illustration: shown alone without a video, and as the video's placeholder until it loads. */
  illustration: string;
  alt: string;
};

/** The exercise's media: its video for the chosen model when there is one, otherwise the illustration. */
export function ExerciseMedia({ video, illustration, alt }: Props) {
  const t = useTranslations("exercise");
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- a small cached SVG; next/image adds nothing here
    <img
      src={illustration}
      alt={alt}
      width={240}
      height={240}
      className="mx-auto h-72 w-72 sm:h-80 sm:w-80"
      fetchPriority="high"
    />
  );
  if (!video) return image;
  if (state === "failed") {
    return (
      <div className="text-center">
        {image}
        <p role="alert" className="mt-3 text-sm">
          {t("videoError")}
        </p>
      </div>
    );
  }
  return (
    <div className="relative mx-auto aspect-square max-w-80">
      {state === "loading" && <div className="absolute inset-0">{image}</div>}
      <video
        controls
        playsInline
        muted
        loop
        preload="metadata"
        className={state === "ready" ? "h-full w-full rounded-xl" : "h-full w-full opacity-0"}
        onLoadedData={() => setState("ready")}
        onError={() => setState("failed")}
      >
        <source src={video} onError={() => setState("failed")} />
      </video>
    </div>
  );
}
