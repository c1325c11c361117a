import type { MuscleTier } from "../dto";
import type { Proportions } from "./rig";

/** The body map's own colours (illustration-svg.ts), so the moving figure reads like the map. */
export const FIGURE_COLOURS = {
  body: "#e6e8ec",
  far: "#d5d9df",
  outline: "#9aa1ac",
  hair: "#6b7280",
  primary: "#e4572e",
  secondary: "#f29c80",
  tertiary: "#f9d0c2",
  prop: "#4b5563",
  propLight: "#9ca3af",
  floor: "#c9cdd4",
} as const;

export type Shade = (muscle: string) => MuscleTier | undefined;

/** Each muscle at the strongest tier that names it, as the map colours it. */
export function shadeOf(tiers: Partial<Record<MuscleTier, readonly string[]>>): Shade {
  const shades = new Map<string, MuscleTier>();
  for (const tier of ["tertiary", "secondary", "primary"] as const)
    for (const muscle of tiers[tier] ?? []) shades.set(muscle, tier);
  return (muscle) => shades.get(muscle);
}

const f = (value: number) => Number(value.toFixed(1));

/** A limb segment hanging from its joint at (0,0) down to (0,length), round at both ends. */
export function capsule(length: number, top: number, bottom: number, dx = 0, from = 0): string {
  const a = top / 2;
  const b = bottom / 2;
  return (
    `M${f(dx - a)} ${f(from)}L${f(dx - b)} ${f(length)}A${f(b)} ${f(b)} 0 0 0 ${f(dx + b)} ${f(length)}` +
    `L${f(dx + a)} ${f(from)}A${f(a)} ${f(a)} 0 0 0 ${f(dx - a)} ${f(from)}Z`
  );
}

type Region = { muscle: string; side: "front" | "back" | "middle"; from: number; to: number; size: number };

/** Where each map muscle sits on a segment, as fractions of its length (the segment hangs along +y; front is +x). */
const REGIONS: Record<"torso" | "upperArm" | "forearm" | "thigh" | "shin" | "neck", Region[]> = {
  torso: [
    { muscle: "abdominals", side: "front", from: 0.12, to: 0.5, size: 0.42 },
    { muscle: "obliques", side: "middle", from: 0.15, to: 0.5, size: 0.3 },
    { muscle: "chest", side: "front", from: 0.55, to: 0.9, size: 0.5 },
    { muscle: "lowerback", side: "back", from: 0.08, to: 0.4, size: 0.4 },
    { muscle: "lats", side: "back", from: 0.35, to: 0.78, size: 0.45 },
    { muscle: "traps-middle", side: "back", from: 0.62, to: 0.88, size: 0.4 },
    { muscle: "traps", side: "back", from: 0.82, to: 1.02, size: 0.45 },
  ],
  upperArm: [
    { muscle: "front-shoulders", side: "front", from: -0.05, to: 0.3, size: 0.6 },
    { muscle: "rear-shoulders", side: "back", from: -0.05, to: 0.3, size: 0.6 },
    { muscle: "biceps", side: "front", from: 0.35, to: 0.85, size: 0.55 },
    { muscle: "triceps", side: "back", from: 0.3, to: 0.85, size: 0.55 },
  ],
  forearm: [{ muscle: "forearms", side: "middle", from: 0.05, to: 0.75, size: 0.9 }],
  thigh: [
    { muscle: "quads", side: "front", from: 0.1, to: 0.85, size: 0.55 },
    { muscle: "hamstrings", side: "back", from: 0.15, to: 0.85, size: 0.5 },
    { muscle: "adductors", side: "middle", from: 0.05, to: 0.45, size: 0.35 },
  ],
  shin: [{ muscle: "calves", side: "back", from: 0.05, to: 0.5, size: 0.55 }],
  neck: [{ muscle: "neck", side: "middle", from: 0, to: 1, size: 0.9 }],
};

/**
 * A segment in the body colour with the worked muscles on it in their tier's colour. `span` draws only
 * a part of it, from and to as fractions of its length, starting at the origin (a torso bent at the waist
 * is drawn as two parts).
 */
export function segment(
  kind: keyof typeof REGIONS,
  length: number,
  top: number,
  bottom: number,
  shade: Shade,
  base: string,
  span: [number, number] = [0, 1],
): string {
  const [a, b] = span;
  const widthAt = (t: number) => top + (bottom - top) * t;
  const parts = [
    `<path d="${capsule(length * (b - a), widthAt(a), widthAt(b))}" fill="${base}" stroke="${FIGURE_COLOURS.outline}" stroke-width="0.8"/>`,
  ];
  for (const region of REGIONS[kind]) {
    const tier = shade(region.muscle);
    // A whole segment keeps regions that reach past its ends (a shoulder's cap); a part cuts them at its ends.
    const from = a === 0 ? region.from : Math.max(region.from, a);
    const to = b === 1 ? region.to : Math.min(region.to, b);
    if (!tier || to <= from) continue;
    const width = ((top + bottom) / 2) * region.size;
    const offset = region.side === "middle" ? 0 : ((top + bottom) / 4 - width / 2) * (region.side === "front" ? 1 : -1);
    parts.push(
      `<path d="${capsule(length * (to - a), width, width * 0.85, offset, length * (from - a))}" fill="${FIGURE_COLOURS[tier]}"/>`,
    );
  }
  return parts.join("");
}

/** The glutes: the back of the pelvis, drawn at the hip. */
export function pelvis(p: Proportions, shade: Shade, base: string): string {
  const r = p.width.thigh * 0.62;
  const tier = shade("glutes");
  const glute = tier
    ? `<circle cx="${f(-r * 0.45)}" cy="${f(r * 0.15)}" r="${f(r * 0.75)}" fill="${FIGURE_COLOURS[tier]}"/>`
    : "";
  return `<circle cx="0" cy="0" r="${f(r)}" fill="${base}" stroke="${FIGURE_COLOURS.outline}" stroke-width="0.8"/>${glute}`;
}

/** Head on its neck, seen from the side; the female model wears a ponytail. */
export function head(p: Proportions, female: boolean, shade: Shade): string {
  const neck = segment("neck", p.neck + 2, 7, 7, shade, FIGURE_COLOURS.body);
  const cy = p.neck + p.head;
  const hair = female
    ? `<path d="M${f(-p.head * 0.5)} ${f(cy + p.head * 0.6)}q${f(-p.head * 0.9)} ${f(-p.head * 0.2)} ${f(-p.head * 0.7)} ${f(-p.head * 1.3)}" fill="none" stroke="${FIGURE_COLOURS.hair}" stroke-width="3.2" stroke-linecap="round"/>`
    : "";
  const face = `<circle cx="${f(p.head * 0.35)}" cy="${f(cy + p.head * 0.1)}" r="1.1" fill="${FIGURE_COLOURS.outline}"/>`;
  return `${neck}${hair}<circle cx="0" cy="${f(cy)}" r="${f(p.head)}" fill="${FIGURE_COLOURS.body}" stroke="${FIGURE_COLOURS.outline}" stroke-width="0.8"/>${face}`;
}

/** A foot from the ankle, toes forward along the segment's local +y. */
export function foot(p: Proportions, base: string): string {
  return `<path d="M-3 ${f(-p.footBack)}L-2.5 ${f(p.footFront)}Q0 ${f(p.footFront + 2)} 3 ${f(p.footFront)}L3.5 ${f(-p.footBack)}Q0 ${f(-p.footBack - 2.5)} -3 ${f(-p.footBack)}Z" fill="${base}" stroke="${FIGURE_COLOURS.outline}" stroke-width="0.8"/>`;
}
