import { FIGURE_COLOURS, capsule, type Shade } from "./figure-shapes";
import { FRONT_FOOT, frontSpan, frontWorldAngles, type Pose, type Proportions } from "./rig";

/**
 * The figure seen from the front, for movements that happen out to the sides (lateral raises, jumping
 * jacks, adduction, side planks and bends). Drawn from the same nested groups as the side view, so the
 * same keyframes move it: `group(name, inner)` is the renderer's, turned by `frontGroupValues`.
 */
type Group = (name: string, inner: string) => string;

const f = (value: number) => Number(value.toFixed(1));

/** Each segment's turn relative to its parent (the renderer's keyframe values, without the root). */
export function frontGroupValues(pose: Pose, p: Proportions): Record<string, string> {
  const near = frontWorldAngles(pose, "near");
  const far = frontWorldAngles(pose, "far");
  const values: Record<string, string> = {
    pelvis: `rotate(${f(near.pelvis)}deg)`,
    trunk: `rotate(${f(near.trunk)}deg)`,
    head: `rotate(${f(near.head - near.trunk)}deg)`,
  };
  for (const [side, a] of [
    ["near", near],
    ["far", far],
  ] as const) {
    values[`${side}-thigh`] = `rotate(${f(a.thigh - a.pelvis)}deg)`;
    values[`${side}-reach`] = `scale(1,${f(a.reach)})`;
    values[`${side}-shin`] = `translate(0px,${f(p.thigh * a.reach)}px) rotate(${f(a.shin - a.thigh)}deg)`;
    values[`${side}-foot`] = `rotate(${f(a.foot - a.shin)}deg)`;
    values[`${side}-arm`] = `rotate(${f(a.upperArm - a.trunk)}deg)`;
    values[`${side}-forearm`] = `rotate(${f(a.forearm - a.upperArm)}deg)`;
  }
  return values;
}

/** Where each worked muscle shows on a limb seen from the front: `inward` shifts it toward the body. */
type Region = { muscle: string; from: number; to: number; size: number; inward: number };
const REGIONS: Record<"upperArm" | "forearm" | "thigh" | "shin", Region[]> = {
  upperArm: [
    { muscle: "front-shoulders", from: -0.1, to: 0.32, size: 0.85, inward: 0 },
    { muscle: "biceps", from: 0.36, to: 0.85, size: 0.55, inward: 0.05 },
  ],
  forearm: [{ muscle: "forearms", from: 0.05, to: 0.75, size: 0.8, inward: 0 }],
  thigh: [
    { muscle: "quads", from: 0.14, to: 0.88, size: 0.55, inward: -0.08 },
    { muscle: "adductors", from: 0.04, to: 0.55, size: 0.32, inward: 0.32 },
  ],
  shin: [{ muscle: "calves", from: 0.1, to: 0.5, size: 0.3, inward: 0.3 }],
};

/** `inner` is the local x direction that points toward the body's middle (+1 or -1). */
function limb(kind: keyof typeof REGIONS, length: number, top: number, bottom: number, shade: Shade, inner: number) {
  const parts = [
    `<path d="${capsule(length, top, bottom)}" fill="${FIGURE_COLOURS.body}" stroke="${FIGURE_COLOURS.outline}" stroke-width="0.8"/>`,
  ];
  for (const region of REGIONS[kind]) {
    const tier = shade(region.muscle);
    if (!tier) continue;
    const average = (top + bottom) / 2;
    const width = average * region.size;
    parts.push(
      `<path d="${capsule(length * region.to, width, width * 0.85, average * region.inward * inner, length * region.from)}" fill="${FIGURE_COLOURS[tier]}"/>`,
    );
  }
  return parts.join("");
}

const ellipse = (x: number, y: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`;

/** The torso in the trunk's frame (turned half a circle: +y runs up from the hips, +x to the near side). */
function torso(p: Proportions, female: boolean, shade: Shade): string {
  const span = frontSpan(p);
  const t = p.torso;
  const hip = span.hip + p.width.thigh * 0.42;
  const waist = hip * (female ? 0.8 : 0.9);
  const shoulder = span.shoulder + p.width.upperArm * 0.25;
  const outline =
    `M${f(-hip)} -3L${f(-waist)} ${f(t * 0.45)}L${f(-shoulder)} ${f(t - 5)}Q${f(-shoulder)} ${f(t + 3)} ${f(-shoulder + 7)} ${f(t + 3)}` +
    `L${f(shoulder - 7)} ${f(t + 3)}Q${f(shoulder)} ${f(t + 3)} ${f(shoulder)} ${f(t - 5)}L${f(waist)} ${f(t * 0.45)}L${f(hip)} -3Z`;
  const parts = [
    `<path d="${outline}" fill="${FIGURE_COLOURS.body}" stroke="${FIGURE_COLOURS.outline}" stroke-width="0.8"/>`,
  ];
  const paint = (muscle: string, markup: (fill: string) => string) => {
    const tier = shade(muscle);
    if (tier) parts.push(markup(FIGURE_COLOURS[tier]));
  };
  paint(
    "abdominals",
    (fill) => `<path d="${capsule(t * 0.58, waist * 0.5, waist * 0.5, 0, t * 0.08)}" fill="${fill}"/>`,
  );
  paint(
    "obliques",
    (fill) =>
      `<path d="${capsule(t * 0.5, waist * 0.3, waist * 0.36, -waist * 0.68, t * 0.08)}" fill="${fill}"/>` +
      `<path d="${capsule(t * 0.5, waist * 0.3, waist * 0.36, waist * 0.68, t * 0.08)}" fill="${fill}"/>`,
  );
  paint(
    "lats",
    (fill) =>
      ellipse(-shoulder * 0.8, t * 0.62, shoulder * 0.16, t * 0.14, fill) +
      ellipse(shoulder * 0.8, t * 0.62, shoulder * 0.16, t * 0.14, fill),
  );
  paint(
    "chest",
    (fill) =>
      ellipse(-shoulder * 0.42, t * 0.8, shoulder * 0.38, t * 0.12, fill) +
      ellipse(shoulder * 0.42, t * 0.8, shoulder * 0.38, t * 0.12, fill),
  );
  paint(
    "traps",
    (fill) =>
      ellipse(-shoulder * 0.36, t + 1, shoulder * 0.28, 2.6, fill) +
      ellipse(shoulder * 0.36, t + 1, shoulder * 0.28, 2.6, fill),
  );
  return parts.join("");
}

/** Head on its neck, facing the viewer, in the trunk's frame (+y up); the female model's hair falls to the jaw. */
function head(p: Proportions, female: boolean, shade: Shade): string {
  const tier = shade("neck");
  const neck = `<path d="${capsule(p.neck + 2, 8, 8)}" fill="${tier ? FIGURE_COLOURS[tier] : FIGURE_COLOURS.body}" stroke="${FIGURE_COLOURS.outline}" stroke-width="0.8"/>`;
  const r = p.head;
  const cy = p.neck + r;
  const hair = female
    ? `<path d="M${f(-r * 1.05)} ${f(cy - r * 0.55)}V${f(cy)}A${f(r * 1.05)} ${f(r * 1.05)} 0 0 0 ${f(r * 1.05)} ${f(cy)}V${f(cy - r * 0.55)}" fill="${FIGURE_COLOURS.hair}"/>`
    : `<path d="M${f(-r)} ${f(cy + r * 0.2)}A${f(r)} ${f(r)} 0 0 0 ${f(r)} ${f(cy + r * 0.2)}Z" fill="${FIGURE_COLOURS.hair}"/>`;
  const face = `<circle cx="0" cy="${f(cy)}" r="${f(r * (female ? 0.85 : 1))}" fill="${FIGURE_COLOURS.body}" stroke="${FIGURE_COLOURS.outline}" stroke-width="0.8"/>`;
  const eyes = [-1, 1]
    .map((s) => `<circle cx="${f(s * r * 0.35)}" cy="${f(cy + r * 0.1)}" r="1" fill="${FIGURE_COLOURS.outline}"/>`)
    .join("");
  return female ? `${neck}${hair}${face}${eyes}` : `${neck}${face}${hair}${eyes}`;
}

/** Hips in shorts, in the pelvis's frame (+y down); worked glutes show at the sides (the abductors' part). */
function pelvis(p: Proportions, shade: Shade): string {
  const span = frontSpan(p);
  const hip = span.hip + p.width.thigh * 0.42;
  const tier = shade("glutes");
  const glutes = tier
    ? [-1, 1].map((s) => ellipse(s * hip * 0.8, 2, hip * 0.22, 5.5, FIGURE_COLOURS[tier])).join("")
    : "";
  return `<path d="M${f(-hip)} -4H${f(hip)}L${f(hip + 1)} 9Q${f(hip * 0.5)} 12 0 6Q${f(-hip * 0.5)} 12 ${f(-hip - 1)} 9Z" fill="${FIGURE_COLOURS.body}" stroke="${FIGURE_COLOURS.outline}" stroke-width="0.8"/>${glutes}`;
}

/** A foot seen from the front, below its ankle, the toes turned a little out (`out`: -1 left, 1 right). */
function foot(out: number): string {
  const { drop, half } = FRONT_FOOT;
  const x = (value: number) => f(value * out);
  return `<path d="M${x(-3)} -2L${x(-half)} ${drop}H${x(half + 2.5)}Q${x(half + 3)} ${f(drop - 2.5)} ${x(3)} -2Z" fill="${FIGURE_COLOURS.body}" stroke="${FIGURE_COLOURS.outline}" stroke-width="0.8"/>`;
}

/** A machine's pad against the knee, on the side `at` (-1 left, 1 right) of the shin's top. */
const kneePad = (at: number) =>
  `<rect x="${f(at * 9 - 3.5)}" y="-8" width="7" height="20" rx="3" fill="${FIGURE_COLOURS.propLight}" stroke="${FIGURE_COLOURS.prop}" stroke-width="1.2"/>`;

/**
 * The whole front figure inside the root group. `hand(side)` is what that hand holds, drawn in the
 * hand's frame after the hand itself.
 */
export function frontFigure(
  p: Proportions,
  female: boolean,
  shade: Shade,
  group: Group,
  hand: (side: "near" | "far") => string,
  pad?: "inner" | "outer",
) {
  const span = frontSpan(p);
  // near is the viewer's left: -x in the pelvis's frame, +x in the trunk's (turned half a circle).
  const leg = (side: "near" | "far") => {
    const out = side === "near" ? -1 : 1;
    return `<g transform="translate(${f(out * span.hip)} 0)">${group(
      `${side}-thigh`,
      group(`${side}-reach`, limb("thigh", p.thigh, p.width.thigh * 0.85, p.width.shin, shade, -out)) +
        group(
          `${side}-shin`,
          limb("shin", p.shin, p.width.shin, p.width.shin * 0.7, shade, -out) +
            (pad ? kneePad(pad === "outer" ? out : -out) : "") +
            `<g transform="translate(0 ${p.shin})">${group(`${side}-foot`, foot(out))}</g>`,
        ),
    )}</g>`;
  };
  const arm = (side: "near" | "far") => {
    const x = side === "near" ? span.shoulder : -span.shoulder;
    const inner = side === "near" ? 1 : -1;
    return `<g transform="translate(${f(x)} ${p.torso})">${group(
      `${side}-arm`,
      limb("upperArm", p.upperArm, p.width.upperArm, p.width.forearm, shade, inner) +
        `<g transform="translate(0 ${p.upperArm})">${group(
          `${side}-forearm`,
          limb("forearm", p.forearm, p.width.forearm, p.width.forearm * 0.8, shade, inner) +
            `<g transform="translate(0 ${p.forearm})"><circle cy="${f(p.hand * 0.45)}" r="${f(p.hand * 0.5)}" fill="${FIGURE_COLOURS.body}" stroke="${FIGURE_COLOURS.outline}" stroke-width="0.8"/>${hand(side)}</g>`,
        )}</g>`,
    )}</g>`;
  };
  return (
    group("pelvis", leg("near") + leg("far") + pelvis(p, shade)) +
    group(
      "trunk",
      torso(p, female, shade) +
        `<g transform="translate(0 ${p.torso})">${group("head", head(p, female, shade))}</g>` +
        arm("near") +
        arm("far"),
    )
  );
}
