// `npm run motions:sheet -- [--pattern squat] [--slugs a,b] [--sample 60] [--blind] [--out file.png]`:
// the key poses of exercises' movements, both models, on one PNG to judge by eye. `--blind` numbers the
// rows instead of naming them and writes the key beside the picture, for a reader who must guess.
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { Resvg } from "@resvg/resvg-js";
import { motionOf } from "../src/modules/catalogue/motion/exercise-motion";
import { shadeOf } from "../src/modules/catalogue/motion/figure-shapes";
import { readMotions } from "../src/modules/catalogue/motion/motion-catalogue";
import { MOTION_SIZE } from "../src/modules/catalogue/motion/motion-placing";
import { motionSvg } from "../src/modules/catalogue/motion/motion-svg";

const { values } = parseArgs({
  options: {
    pattern: { type: "string" },
    slugs: { type: "string" },
    sample: { type: "string" },
    blind: { type: "boolean", default: false },
    out: { type: "string", default: "/tmp/motion-sheet.png" },
    /** Rows per picture: a long sheet is split into out-1.png, out-2.png… that stay readable. */
    rows: { type: "string" },
  },
});

type Exercise = { slug: string; name: string; muscles: { primary: string[]; secondary: string[] } };
const exercises = JSON.parse(readFileSync("data/catalogue/exercises.json", "utf8")) as Exercise[];
const motions = readMotions();
let chosen = exercises.filter((exercise) => motions[exercise.slug]);
if (values.pattern) chosen = chosen.filter((exercise) => motions[exercise.slug]?.pattern === values.pattern);
if (values.slugs) {
  const wanted = new Set(values.slugs.split(","));
  chosen = chosen.filter((exercise) => wanted.has(exercise.slug));
}
if (values.sample) {
  // One per pattern first, then the rest evenly, so a sample covers every pattern.
  const count = Number(values.sample);
  const seen = new Set<string>();
  const firsts = chosen.filter((exercise) => {
    const pattern = motions[exercise.slug]!.pattern;
    if (seen.has(pattern)) return false;
    seen.add(pattern);
    return true;
  });
  const rest = chosen.filter((exercise) => !firsts.includes(exercise));
  const step = Math.max(1, Math.floor(rest.length / Math.max(1, count - firsts.length)));
  chosen = [...firsts, ...rest.filter((_, index) => index % step === 0)].slice(0, count);
}

const CELL = MOTION_SIZE * 0.75;
const LABEL = 22;
const rows: string[] = [];
const key: Record<number, string> = {};
chosen.forEach((exercise, row) => {
  const entry = motions[exercise.slug]!;
  const motion = motionOf(entry);
  if (!motion) return;
  const shade = shadeOf(exercise.muscles);
  const y = row * (CELL + LABEL);
  key[row + 1] = exercise.slug;
  const label = values.blind ? `#${row + 1}` : `${exercise.name} (${entry.pattern}/${entry.variant})`;
  const block = [
    `<text x="6" y="${y + 16}" font-family="sans-serif" font-size="14" fill="#111">${label.replace(/&/g, "&amp;")}</text>`,
  ];
  let column = 0;
  for (const model of ["male", "female"] as const) {
    motion.poses.forEach((_, index) => {
      const svg = motionSvg(motion, model, shade, { still: index }).replace(
        "<svg ",
        `<svg x="${column * CELL}" y="${y + LABEL}" width="${CELL}" height="${CELL}" `,
      );
      block.push(svg.replace(/ width="240" height="240"/, ""));
      column++;
    });
  }
  rows.push(block.join(""));
});
const width = CELL * 8;
const perImage = Number(values.rows ?? chosen.length) || chosen.length;
const rowHeight = CELL + LABEL;
const images = Math.max(1, Math.ceil(chosen.length / perImage));
for (let image = 0; image < images; image++) {
  const first = image * perImage;
  const count = Math.min(perImage, chosen.length - first);
  const part = rows.slice(first, first + count);
  const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${count * rowHeight}" viewBox="0 ${first * rowHeight} ${width} ${count * rowHeight}"><rect y="${first * rowHeight}" width="100%" height="${count * rowHeight}" fill="#fff"/>${part.join("")}</svg>`;
  const out = images === 1 ? values.out : values.out.replace(/\.png$/, `-${image + 1}.png`);
  writeFileSync(out, new Resvg(sheet, { font: { loadSystemFonts: true } }).render().asPng());
}
if (values.blind) writeFileSync(values.out.replace(/\.png$/, ".key.json"), JSON.stringify(key, null, 2));
console.log(`${chosen.length} exercises drawn to ${images} picture(s) from ${values.out}`);
