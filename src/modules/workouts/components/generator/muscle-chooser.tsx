"use client";

import { useTranslations } from "next-intl";
import type { MouseEvent } from "react";
import { BodyMapFigure, type Shade } from "@/modules/catalogue/body-map/body-map-figure";
import type { NamedMuscle } from "../../generator/dto";

/**
 * The muscles step: tap regions on the map (front and back) or use the list, which is also the way
 * for keyboards and screen readers; both show the same choice.
 */
export function MuscleChooser({
  muscles,
  chosen,
  gender,
  onToggle,
  error,
}: {
  muscles: NamedMuscle[];
  chosen: number[];
  gender: "male" | "female";
  onToggle: (id: number) => void;
  error: string | null;
}) {
  const t = useTranslations("generator");
  const names = Object.fromEntries(muscles.map((muscle) => [muscle.key, muscle.name]));
  const chosenKeys = muscles.filter((muscle) => chosen.includes(muscle.id)).map((muscle) => muscle.key);
  const shades = Object.fromEntries(chosenKeys.map((key): [string, Shade] => [key, "primary"]));
  const onMapClick = (event: MouseEvent<HTMLDivElement>) => {
    const key = (event.target as Element).closest("[data-region]")?.getAttribute("data-region");
    const muscle = muscles.find((entry) => entry.key === key);
    if (muscle) onToggle(muscle.id);
  };

  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-start">
      <div className="generator-map grid grid-cols-2 gap-2" onClick={onMapClick} data-testid="generator-map">
        {(["front", "back"] as const).map((side) => (
          <figure key={side} className="flex h-full flex-col items-center justify-end">
            <BodyMapFigure
              gender={gender}
              side={side}
              mode="simple"
              names={names}
              label={`${t("mapLabel")} (${t(side)})`}
              shades={shades}
              clipPrefix={`generator-${side}`}
              className="h-auto w-full max-w-[11rem]"
            />
            <figcaption className="text-muted mt-1 text-xs font-semibold uppercase">{t(side)}</figcaption>
          </figure>
        ))}
      </div>
      <fieldset aria-describedby={error ? "generator-muscles-error" : undefined}>
        <legend className="text-sm font-semibold">{t("chosenMuscles", { count: chosen.length })}</legend>
        <div className="mt-2 flex flex-wrap gap-1.5">
          {muscles.map((muscle) => {
            const checked = chosen.includes(muscle.id);
            return (
              <label key={muscle.id} className="chip" data-checked={checked || undefined}>
                <input type="checkbox" className="sr-only" checked={checked} onChange={() => onToggle(muscle.id)} />
                {muscle.name}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
