"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { SegmentedControl } from "@/components/ui/segmented-control";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { loadHttp } from "@/lib/lazy-http";
import type { ExerciseProgressPoint } from "../../log/dto";

const METRICS = ["estimated_max", "top_set", "volume"] as const;
type Metric = (typeof METRICS)[number];
const CHART_HEIGHT = 220;
const NO_POINTS: ExerciseProgressPoint[] = [];

async function fetchPoints(exerciseId: number): Promise<ExerciseProgressPoint[]> {
  const http = await loadHttp();
  return http.get(`/api-next/workout/progress/exercises/${exerciseId}`).json<ExerciseProgressPoint[]>();
}

/** Colours of the page (light or dark) for a canvas, which cannot read CSS variables itself. */
function themeColours(element: HTMLElement) {
  const style = getComputedStyle(element);
  return {
    text: style.getPropertyValue("--muted").trim() || "#5a5f6b",
    grid: style.getPropertyValue("--border").trim() || "#e3e5ea",
    line: style.getPropertyValue("--color-accent-strong").trim() || "#c2410c",
  };
}

/**
 * One exercise over time (uPlot, loaded with this component only): estimated 1RM, top set or volume
 * per session. The same figures are in a table for screen readers.
 */
export default function ExerciseProgressChart({ exerciseId, name }: { exerciseId: number; name: string }) {
  const t = useTranslations("training.overview");
  const format = useFormatter();
  const [metric, setMetric] = useState<Metric>("estimated_max");
  const box = useRef<HTMLDivElement>(null);
  const points = useQuery({
    queryKey: ["training-exercise", exerciseId],
    queryFn: () => fetchPoints(exerciseId),
    staleTime: 60_000,
  });
  const data = points.data ?? NO_POINTS;

  useEffect(() => {
    const element = box.current;
    if (!element || data.length < 2) return;
    const colours = themeColours(element);
    const axis = {
      stroke: colours.text,
      grid: { stroke: colours.grid, width: 1 },
      ticks: { stroke: colours.grid, width: 1 },
    };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: CHART_HEIGHT,
        legend: { show: false },
        scales: { x: { time: true } },
        axes: [axis, { ...axis, size: 56 }],
        series: [
          {},
          {
            label: t(`chartMetric.${metric}`),
            stroke: colours.line,
            width: 2.5,
            points: { size: 6, fill: colours.line },
          },
        ],
      },
      [data.map((point) => Date.parse(point.date) / 1000), data.map((point) => point[metric])],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: CHART_HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [data, metric, t]);

  return (
    <div className="mt-4 rounded-2xl bg-[var(--bg)] p-3" data-chart-ready={points.isSuccess || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{t("chart", { name })}</h3>
        <SegmentedControl
          small
          label={t("chart", { name })}
          options={METRICS.map((option) => ({ value: option, label: t(`chartMetric.${option}`) }))}
          value={metric}
          onChange={setMetric}
        />
      </div>
      {points.isSuccess && data.length < 2 ? (
        <p className="mt-3 text-sm text-[var(--muted)]">{t("chartEmpty")}</p>
      ) : null}
      <div ref={box} aria-hidden className="mt-2 w-full" dir="ltr" />
      <table className="sr-only">
        <caption>{t("chart", { name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("date")}</th>
            <th scope="col">{t(`chartMetric.${metric}`)}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((point) => (
            <tr key={point.session_id}>
              <td>{format.dateTime(new Date(point.date), { dateStyle: "medium" })}</td>
              <td>{format.number(point[metric])} kg</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
