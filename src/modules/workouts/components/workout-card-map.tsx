"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { useIsPremium } from "@/modules/billing/premium";
import type { MapGender } from "@/modules/catalogue/body-map/body-map-state";
import { MiniBodyMap } from "@/modules/catalogue/body-map/mini-body-map";
import { useFatigueColours } from "../client/use-fatigue-colours";

type View = "worked" | "recovery";

/**
 * The card's body map: the muscles the workout trains, and for Premium users who log their training,
 * how recovered those muscles are (the training page's recovery colours).
 */
export function WorkoutCardMap({ name, gender, muscles }: { name: string; gender: MapGender; muscles: string[] }) {
  const t = useTranslations("workouts.card");
  const premium = useIsPremium();
  const [view, setView] = useState<View>("worked");
  const root = useRef<HTMLDivElement>(null);
  const recovery = premium && view === "recovery";
  useFatigueColours(root, recovery ? "recovery" : null, gender, muscles);

  return (
    <div ref={root} data-map-view={recovery ? "recovery" : "worked"}>
      {premium ? (
        <div className="mt-2 flex justify-center">
          <SegmentedControl
            small
            label={t("mapView", { name })}
            options={(["worked", "recovery"] as const).map((value) => ({ value, label: t(`mapViews.${value}`) }))}
            value={view}
            onChange={setView}
          />
        </div>
      ) : null}
      <MiniBodyMap
        key={view}
        gender={gender}
        muscles={recovery ? [] : muscles}
        label={t("musclesLabel", { name })}
        className="mx-auto mt-2 h-56 w-auto"
      />
      {recovery ? <p className="text-muted text-center text-xs">{t("recoveryHint")}</p> : null}
    </div>
  );
}
