"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, type RefObject } from "react";
import { loadHttp } from "@/lib/lazy-http";
import { applyFatigue, type FatigueEntry } from "@/modules/catalogue/body-map/map-timers";
import type { FatigueMode } from "../log/fatigue";

async function fetchFatigue(mode: FatigueMode): Promise<FatigueEntry[]> {
  const http = await loadHttp();
  return http.get(`/api-next/workout/fatigue?mode=${mode}`).json<FatigueEntry[]>();
}

/**
 * Colours the body map under `root` from the fatigue data (spec §4: through the map's fatigue path,
 * retried up to 5 times at 200 ms; applied once per data or model change). `mode` null leaves it alone;
 * `only` limits the colours to the muscles a smaller map draws.
 */
export function useFatigueColours(
  root: RefObject<HTMLElement | null>,
  mode: FatigueMode | null,
  gender: string,
  only?: readonly string[],
) {
  const fatigue = useQuery({
    queryKey: ["training-fatigue", mode],
    queryFn: () => fetchFatigue(mode ?? "recovery"),
    staleTime: 60_000,
    enabled: mode !== null,
  });

  useEffect(() => {
    const container = root.current;
    if (!container || !fatigue.data || mode === null) return;
    for (const region of container.querySelectorAll<SVGGElement>("[data-fatigue]")) {
      region.style.removeProperty("--bm-muscle");
      delete region.dataset.fatigue;
    }
    return applyFatigue(
      only ? fatigue.data.filter((entry) => only.includes(entry.muscle_name)) : fatigue.data,
      (muscle, colour) => {
        const regions = container.querySelectorAll<SVGGElement>(`.bm-region[data-region="${CSS.escape(muscle)}"]`);
        for (const region of regions) {
          region.style.setProperty("--bm-muscle", colour);
          region.dataset.fatigue = colour;
        }
        return regions.length > 0;
      },
      (muscle) => console.error(`Fatigue colour not applied: no region ${muscle}`),
    );
  }, [root, mode, fatigue.data, gender, only]);

  return fatigue;
}
