import { TIER_WEIGHT, WEEKLY_SET_BANDS, type ExerciseMuscle } from "./muscle-volume";

/**
 * How tired each muscle is from recent training, for the body map (spec §3 "Fatigue data"). A hard set
 * loads its muscles by their tier's weight; the load fades in a straight line to nothing over 72 hours
 * (the usual 48–72 h between hard sessions for a muscle). Six fresh fractional sets read as fully tired.
 */
export const RECOVERY_HOURS = 72;
export const FULL_FATIGUE_SETS = 6;
const HOUR_MS = 3_600_000;

export type FatigueMode = "recovery" | "volume";
export type HardSet = { exerciseId: number; at: Date };
export type FatigueDto = { muscle_name: string; daily_gradient: string };

/** 0 (fresh) to 1 (fully tired) per muscle at `now`. */
export function muscleFatigue(
  sets: HardSet[],
  musclesOf: (exerciseId: number) => ExerciseMuscle[],
  now: Date,
): Map<string, number> {
  const load = new Map<string, number>();
  for (const set of sets) {
    const hours = (now.getTime() - set.at.getTime()) / HOUR_MS;
    if (hours < 0 || hours >= RECOVERY_HOURS) continue;
    const remaining = 1 - hours / RECOVERY_HOURS;
    for (const { muscle, tier } of musclesOf(set.exerciseId)) {
      load.set(muscle, (load.get(muscle) ?? 0) + remaining * TIER_WEIGHT[tier]);
    }
  }
  return new Map([...load].map(([muscle, sets]) => [muscle, Math.min(1, sets / FULL_FATIGUE_SETS)]));
}

type Rgb = readonly [number, number, number];
const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((part) => Math.round(part).toString(16).padStart(2, "0")).join("")}`;
const mix = (from: Rgb, to: Rgb, share: number): Rgb =>
  [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * share) as unknown as Rgb;

/** Fresh to tired: a pale amber through orange to a deep red. */
const RECOVERY_SCALE: Rgb[] = [
  [253, 230, 138],
  [249, 115, 22],
  [185, 28, 28],
];
/** Weekly volume against the bands: too little (slate), the growth band (green), beyond it (red). */
const VOLUME_COLOURS = { low: [148, 163, 184], growth: [22, 163, 74], high: [220, 38, 38] } as const satisfies Record<
  string,
  Rgb
>;

export function recoveryColour(fatigue: number): string {
  const share = Math.min(1, Math.max(0, fatigue));
  const [from, mid, to] = RECOVERY_SCALE as [Rgb, Rgb, Rgb];
  return hex(share <= 0.5 ? mix(from, mid, share * 2) : mix(mid, to, (share - 0.5) * 2));
}

export function volumeColour(weeklySets: number): string {
  if (weeklySets < WEEKLY_SET_BANDS.low) return hex(VOLUME_COLOURS.low);
  return hex(weeklySets <= WEEKLY_SET_BANDS.high ? VOLUME_COLOURS.growth : VOLUME_COLOURS.high);
}

/** Map entries for the muscles with anything to show, most tired first. */
export function fatigueEntries(values: Map<string, number>, mode: FatigueMode): FatigueDto[] {
  return [...values]
    .filter(([, value]) => value > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([muscle, value]) => ({
      muscle_name: muscle,
      daily_gradient: mode === "recovery" ? recoveryColour(value) : volumeColour(value),
    }));
}
