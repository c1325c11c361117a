/**
 * The diagram heroes of the articles, drawn as SVG on the 1200 × 630 hero canvas: geometry only, no
 * words (the alt text carries them in the reader's language) and no fonts, so the PNG for link
 * previews renders the same anywhere. Colours are fixed: the images are also used outside our CSS.
 */
import { HERO_SIZE, type HeroId } from "./heroes";

const C = {
  strong: "#c2410c",
  accent: "#e4572e",
  soft: "#f29c80",
  pale: "#f9d0c2",
  slate: "#64748b",
  mist: "#cbd5e1",
  ink: "#334155",
  white: "#ffffff",
  green: "#7cb342",
  yellow: "#f2c14e",
  cream: "#fef3c7",
} as const;

type Background = "warm" | "cool" | "night";
const BACKGROUNDS: Record<Background, [string, string]> = {
  warm: ["#fff7f3", "#fbd9cb"],
  cool: ["#f1f5f9", "#d5dee9"],
  night: ["#1e293b", "#334155"],
};

const n = (value: number) => Number(value.toFixed(1));
const rect = (x: number, y: number, width: number, height: number, fill: string, radius = 0, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${radius}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = "") =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
const path = (d: string, stroke: string, width: number, fill = "none", extra = "") =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

/** The background every hero sits on: a soft diagonal gradient with rounded corners. */
export function heroBackground(kind: Background): string {
  const [from, to] = BACKGROUNDS[kind];
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${HERO_SIZE.width}" height="${HERO_SIZE.height}" rx="28" fill="url(#bg)"/>`;
}

/** Columns of sets, one block a set: the band from 10 to 20 sets a week is where most growth happens. */
function weeklyVolume(): string {
  const base = 540;
  const block = 20;
  const parts = [
    rect(110, base - 20 * block - 2, 980, 10 * block + 4, C.accent, 14, ' fill-opacity="0.1"'),
    line(110, base - 10 * block, 1090, base - 10 * block, C.accent, 3, ' stroke-dasharray="10 10"'),
    line(110, base - 20 * block, 1090, base - 20 * block, C.accent, 3, ' stroke-dasharray="10 10"'),
  ];
  [3, 6, 9, 12, 15, 18, 22].forEach((sets, column) => {
    const x = 150 + column * 132;
    for (let set = 0; set < sets; set += 1) {
      const fill = set < 10 ? C.soft : set < 20 ? C.accent : C.mist;
      parts.push(rect(x, base - (set + 1) * block + 2, 92, block - 4, fill, 4));
    }
  });
  parts.push(line(110, base + 6, 1090, base + 6, C.ink, 6));
  return parts.join("");
}

/** A staircase: each step a little higher and its barbell a plate heavier. */
function overloadSteps(): string {
  const parts: string[] = [];
  for (let step = 0; step < 5; step += 1) {
    const x = 130 + step * 190;
    const top = 520 - step * 72;
    parts.push(rect(x, top, 190, 570 - top, step % 2 ? "#f5b8a2" : C.pale, 10));
    const cx = x + 95;
    const barY = top - 46;
    parts.push(line(cx - 80, barY, cx + 80, barY, C.ink, 8));
    for (let plate = 0; plate <= step; plate += 1) {
      const height = 70 - plate * 6;
      for (const side of [-1, 1]) {
        parts.push(rect(cx + side * (40 + plate * 12) - 5, barY - height / 2, 10, height, C.accent, 3));
      }
    }
  }
  parts.push(path("M170 250 Q520 120 1000 70", C.strong, 8, "none", ' stroke-dasharray="4 18"'));
  parts.push(path("M975 52 L1032 62 L990 102 Z", C.strong, 6, C.strong));
  parts.push(line(100, 572, 1100, 572, C.ink, 6));
  return parts.join("");
}

/** A scale of reps from 1 to 30 with the three overlapping zones and a plate that shrinks as reps grow. */
function repRanges(): string {
  const axis = 500;
  const x = (reps: number) => 120 + ((reps - 1) / 29) * 960;
  const zones = [
    { from: 1, to: 6, height: 300, fill: C.strong, plate: 62 },
    { from: 5, to: 15, height: 220, fill: C.accent, plate: 44 },
    { from: 12, to: 30, height: 140, fill: C.soft, plate: 28 },
  ];
  const parts = zones.map((zone) =>
    rect(
      x(zone.from),
      axis - zone.height,
      x(zone.to) - x(zone.from),
      zone.height,
      zone.fill,
      18,
      ' fill-opacity="0.88"',
    ),
  );
  for (const zone of zones) {
    const cx = (x(zone.from) + x(zone.to)) / 2;
    const cy = axis - zone.height - zone.plate - 24;
    parts.push(
      circle(cx, cy, zone.plate, C.ink),
      circle(cx, cy, zone.plate * 0.62, C.slate),
      circle(cx, cy, 8, C.white),
    );
  }
  parts.push(line(110, axis, 1090, axis, C.ink, 6));
  for (const reps of [1, 5, 10, 15, 20, 25, 30]) parts.push(circle(x(reps), axis + 28, 7, C.ink));
  return parts.join("");
}

/** A rising curve: a little general movement, then mobility, then lighter sets climbing to the work. */
function warmUpRamp(): string {
  const points = [
    { x: 200, y: 470, r: 24, fill: C.pale },
    { x: 480, y: 410, r: 32, fill: C.soft },
    { x: 760, y: 300, r: 42, fill: C.accent },
    { x: 1000, y: 150, r: 56, fill: C.strong },
  ];
  const parts = [
    path("M120 500 C 420 480, 700 420, 1080 110 L1080 560 L120 560 Z", "none", 0, C.accent, ' fill-opacity="0.12"'),
    path("M120 500 C 420 480, 700 420, 1080 110", C.accent, 10),
  ];
  for (const point of points) {
    parts.push(line(point.x, point.y, point.x, 560, C.slate, 4, ' stroke-dasharray="6 12"'));
    parts.push(circle(point.x, point.y, point.r + 10, C.white), circle(point.x, point.y, point.r, point.fill));
  }
  parts.push(line(100, 562, 1100, 562, C.ink, 6));
  return parts.join("");
}

function sector(cx: number, cy: number, r: number, from: number, to: number): string {
  const at = (turn: number) => [cx + r * Math.sin(turn * 2 * Math.PI), cy - r * Math.cos(turn * 2 * Math.PI)] as const;
  const [x1, y1] = at(from);
  const [x2, y2] = at(to);
  return `M${n(cx)} ${n(cy)} L${n(x1)} ${n(y1)} A${r} ${r} 0 ${to - from > 0.5 ? 1 : 0} 1 ${n(x2)} ${n(y2)} Z`;
}

/** A plate: a quarter protein, a quarter starch, half vegetables, with fork and knife. */
function proteinPlate(): string {
  const [cx, cy] = [600, 315];
  const parts = [
    circle(cx + 8, cy + 12, 236, C.ink, ' fill-opacity="0.12"'),
    circle(cx, cy, 236, C.white),
    circle(cx, cy, 236, "none", ` stroke="${C.mist}" stroke-width="10"`),
    path(sector(cx, cy, 188, 0, 0.25), C.white, 8, C.accent),
    path(sector(cx, cy, 188, 0.25, 0.5), C.white, 8, C.yellow),
    path(sector(cx, cy, 188, 0.5, 1), C.white, 8, C.green),
  ];
  // Fork.
  parts.push(rect(236, 300, 22, 220, C.slate, 11), rect(212, 150, 70, 40, C.slate, 14));
  for (let tine = 0; tine < 4; tine += 1) parts.push(rect(212 + tine * 18, 80, 10, 90, C.slate, 5));
  // Knife.
  parts.push(rect(942, 300, 22, 220, C.slate, 11), path("M940 320 L940 110 Q990 150 982 320 Z", "none", 0, C.slate));
  return parts.join("");
}

/** A clock: the training hour marked on the rim, a meal a few hours before and one after. */
function mealTiming(): string {
  const [cx, cy, r] = [600, 315, 220];
  const at = (hour: number, radius: number) =>
    [cx + radius * Math.sin((hour / 12) * 2 * Math.PI), cy - radius * Math.cos((hour / 12) * 2 * Math.PI)] as const;
  const parts = [circle(cx, cy, r + 16, C.ink), circle(cx, cy, r, C.white)];
  for (let hour = 0; hour < 12; hour += 1) {
    const [x1, y1] = at(hour, r - 18);
    const [x2, y2] = at(hour, r - 40);
    parts.push(line(x1, y1, x2, y2, C.mist, hour % 3 ? 6 : 10));
  }
  const [sx, sy] = at(5, 180);
  const [ex, ey] = at(6.5, 180);
  parts.push(path(`M${n(sx)} ${n(sy)} A180 180 0 0 1 ${n(ex)} ${n(ey)}`, C.accent, 34));
  for (const [hour, fill] of [
    [2.5, C.soft],
    [8, C.strong],
  ] as const) {
    const [x, y] = at(hour, 180);
    parts.push(circle(x, y, 26, fill), circle(x, y, 10, C.white));
  }
  const [hx, hy] = at(5.6, 110);
  const [mx, my] = at(7.2, 160);
  parts.push(line(cx, cy, hx, hy, C.ink, 14), line(cx, cy, mx, my, C.ink, 9), circle(cx, cy, 16, C.accent));
  // Bowls either side.
  for (const [x, fill] of [
    [170, C.soft],
    [1030, C.strong],
  ] as const) {
    parts.push(
      path(`M${x - 80} 330 A80 80 0 0 0 ${x + 80} 330 Z`, "none", 0, fill),
      rect(x - 92, 318, 184, 16, C.ink, 8),
    );
    parts.push(path(`M${x - 30} 290 q 14 -24 0 -48`, C.slate, 6), path(`M${x + 10} 290 q 14 -24 0 -48`, C.slate, 6));
  }
  return parts.join("");
}

/** A night sky over a sleep graph: cycles of light and deep sleep, the deep ones early, dreaming later. */
function sleepCycles(): string {
  const parts = [
    `<defs><mask id="moon"><rect width="1200" height="630" fill="#fff"/><circle cx="1040" cy="118" r="58" fill="#000"/></mask></defs>`,
    circle(1010, 140, 62, C.cream, ' mask="url(#moon)"'),
  ];
  const stars = [
    [120, 90, 4],
    [240, 150, 3],
    [380, 80, 5],
    [520, 130, 3],
    [660, 70, 4],
    [800, 150, 3],
    [900, 60, 4],
    [1120, 230, 3],
  ] as const;
  for (const [x, y, r] of stars) parts.push(circle(x, y, r, C.cream, ' fill-opacity="0.85"'));
  const levels = [270, 350, 430, 510];
  const steps: [number, number][] = [
    [0, 0],
    [1, 1],
    [2, 3],
    [3, 2],
    [4, 1],
    [5, 0],
    [6, 1],
    [7, 3],
    [8, 1],
    [9, 0],
    [10, 2],
    [11, 1],
    [12, 0],
    [13, 1],
    [14, 2],
    [15, 0],
    [16, 0],
  ];
  const x = (step: number) => 110 + step * 61;
  let d = "";
  steps.forEach(([step, level], index) => {
    const y = levels[level] ?? 270;
    d += index === 0 ? `M${x(step)} ${y}` : ` H${x(step)} V${y}`;
  });
  d += ` H${x(16) + 20}`;
  parts.push(path(`${d} V560 H110 Z`, "none", 0, C.soft, ' fill-opacity="0.14"'));
  parts.push(path(d, C.soft, 8));
  for (const y of levels) parts.push(line(110, y, 1110, y, C.slate, 2, ' stroke-dasharray="3 12"'));
  return parts.join("");
}

/** Weekly training load in bars: three weeks building, a lighter week, then a little higher again. */
function deloadWave(): string {
  const base = 540;
  const weeks = [190, 230, 270, 130, 240, 280, 320, 150, 290];
  const parts: string[] = [];
  weeks.forEach((height, week) => {
    const deload = week === 3 || week === 7;
    parts.push(rect(130 + week * 108, base - height, 80, height, deload ? C.pale : C.accent, 12));
    if (deload) parts.push(circle(170 + week * 108, base - height - 36, 14, C.green));
  });
  parts.push(path("M170 330 L1078 230", C.strong, 6, "none", ' stroke-dasharray="14 14"'));
  parts.push(path("M1058 212 L1100 226 L1068 258 Z", C.strong, 4, C.strong));
  parts.push(line(110, base + 6, 1090, base + 6, C.ink, 6));
  return parts.join("");
}

/** A dumbbell, a barbell and a weight-stack machine. */
function equipmentTrio(): string {
  const floor = 520;
  const parts: string[] = [];
  // Dumbbell, lying on the floor.
  parts.push(rect(170, floor - 66, 170, 26, C.slate, 8));
  for (const x of [130, 340])
    parts.push(
      rect(x, floor - 110, 40, 110, C.ink, 10),
      rect(x + (x < 200 ? 36 : -26), floor - 92, 30, 74, C.accent, 8),
    );
  // Barbell on a pair of stands.
  const barY = 250;
  parts.push(rect(470, barY - 7, 300, 14, C.slate, 7));
  for (const x of [520, 720])
    parts.push(rect(x - 8, barY + 10, 16, floor - barY - 10, C.mist, 6), rect(x - 40, floor - 16, 80, 16, C.mist, 6));
  for (const [x, width, height, fill] of [
    [410, 26, 190, C.accent],
    [440, 20, 150, C.strong],
    [764, 26, 190, C.accent],
    [740, 20, 150, C.strong],
  ] as const)
    parts.push(rect(x, barY - height / 2, width, height, fill, 6));
  // Weight-stack machine.
  parts.push(
    rect(880, 110, 18, floor - 110, C.ink, 6),
    rect(1062, 110, 18, floor - 110, C.ink, 6),
    rect(880, 110, 200, 18, C.ink, 6),
  );
  parts.push(circle(980, 160, 26, C.slate), circle(980, 160, 10, C.white), line(980, 186, 980, 318, C.slate, 5));
  for (let plate = 0; plate < 8; plate += 1) {
    parts.push(rect(920, 320 + plate * 24, 120, 18, plate === 4 ? C.accent : C.mist, 4));
  }
  parts.push(line(90, floor + 4, 1110, floor + 4, C.ink, 6));
  return parts.join("");
}

/** Loop bands of three strengths and a tube band with handles. */
function resistanceBands(): string {
  const parts = [
    `<ellipse cx="380" cy="330" rx="230" ry="120" transform="rotate(-14 380 330)" fill="none" stroke="${C.slate}" stroke-width="30"/>`,
    `<ellipse cx="380" cy="330" rx="210" ry="108" fill="none" stroke="${C.soft}" stroke-width="26"/>`,
    `<ellipse cx="380" cy="330" rx="190" ry="96" transform="rotate(14 380 330)" fill="none" stroke="${C.accent}" stroke-width="22"/>`,
    path("M800 190 C 830 560, 1010 560, 1040 190", C.ink, 16),
  ];
  for (const x of [800, 1040]) parts.push(rect(x - 18, 90, 36, 110, C.strong, 16), rect(x - 30, 84, 60, 16, C.ink, 8));
  return parts.join("");
}

const DIAGRAMS: Partial<Record<HeroId, { background: Background; draw: () => string }>> = {
  "weekly-volume": { background: "warm", draw: weeklyVolume },
  "overload-steps": { background: "warm", draw: overloadSteps },
  "rep-ranges": { background: "cool", draw: repRanges },
  "warm-up-ramp": { background: "warm", draw: warmUpRamp },
  "protein-plate": { background: "cool", draw: proteinPlate },
  "meal-timing": { background: "warm", draw: mealTiming },
  "sleep-cycles": { background: "night", draw: sleepCycles },
  "deload-wave": { background: "cool", draw: deloadWave },
  "equipment-trio": { background: "cool", draw: equipmentTrio },
  "resistance-bands": { background: "warm", draw: resistanceBands },
};

/** The whole SVG document of a diagram hero, or null when the id names a body-map hero. */
export function diagramSvg(id: HeroId): string | null {
  const diagram = DIAGRAMS[id];
  if (!diagram) return null;
  const { width, height } = HERO_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${heroBackground(diagram.background)}${diagram.draw()}</svg>`;
}
