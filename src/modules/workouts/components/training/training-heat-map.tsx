"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { BodyMapFigure } from "@/modules/catalogue/body-map/body-map-figure";
import type { MapGender } from "@/modules/catalogue/body-map/body-map-state";
import { useFatigueColours } from "../../client/use-fatigue-colours";
import type { FatigueMode } from "../../log/fatigue";

const MODES: FatigueMode[] = ["recovery", "volume"];

/**
 * The body map as a training heat map: each muscle coloured by the fatigue data (spec §4: through the
 * map's fatigue path, retried up to 5 times at 200 ms; colours applied once per data or gender change).
 */
export function TrainingHeatMap({ gender, names }: { gender: MapGender; names: Record<string, string> }) {
  const t = useTranslations("training.overview");
  const [mode, setMode] = useState<FatigueMode>("recovery");
  const container = useRef<HTMLDivElement>(null);
  const fatigue = useFatigueColours(container, mode, gender);

  return (
    <section aria-labelledby="heat-map-title" className="surface rounded-3xl p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="heat-map-title" className="text-xl font-bold">
          {t("map")}
        </h2>
        <SegmentedControl
          label={t("map")}
          options={MODES.map((option) => ({ value: option, label: t(`modes.${option}`) }))}
          value={mode}
          onChange={setMode}
        />
      </div>
      <p className="mt-1 text-sm text-[var(--muted)]">{mode === "recovery" ? t("mapHint") : t("muscleSetsHint")}</p>
      <div
        ref={container}
        className="mt-4 grid grid-cols-2 gap-2"
        dir="ltr"
        data-fatigue-mode={mode}
        data-ready={fatigue.isSuccess || undefined}
      >
        {(["front", "back"] as const).map((side) => (
          <BodyMapFigure
            key={side}
            gender={gender}
            side={side}
            mode="simple"
            names={names}
            label={t("mapSide", { map: t("map"), side: t(`sides.${side}`) })}
            clipPrefix={`heat-${side}`}
          />
        ))}
      </div>
      {mode === "recovery" ? (
        <div className="mt-3 flex items-center gap-2 text-xs text-[var(--muted)]" aria-hidden dir="ltr">
          <span>0 h</span>
          <span className="h-2 flex-1 rounded-full bg-gradient-to-r from-[#b91c1c] via-[#f97316] to-[#fde68a]" />
          <span>72 h</span>
        </div>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-3 text-xs text-[var(--muted)]">
          {(["low", "growth", "high"] as const).map((band) => (
            <li key={band} className="flex items-center gap-1.5">
              <span
                aria-hidden
                className={`h-3 w-3 rounded-full ${band === "low" ? "bg-[#94a3b8]" : band === "growth" ? "bg-[#16a34a]" : "bg-[#dc2626]"}`}
              />
              {t(`bands.${band}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
