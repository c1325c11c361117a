// `npm run motions:check`: every exercise names a movement that draws, for both models, within budget.
import { readFileSync } from "node:fs";
import { exerciseMotionSvg, gzipSize, MOTION_BUDGET_BYTES } from "../src/modules/catalogue/motion/exercise-motion";
import { shadeOf } from "../src/modules/catalogue/motion/figure-shapes";
import { readMotions } from "../src/modules/catalogue/motion/motion-catalogue";
import { PATTERNS } from "../src/modules/catalogue/motion/patterns";
import { PATTERN_NAMES } from "../src/modules/catalogue/motion/patterns/vocabulary";

type Exercise = { slug: string; muscles: { primary: string[]; secondary: string[] } };
const exercises = JSON.parse(readFileSync("data/catalogue/exercises.json", "utf8")) as Exercise[];
const motions = readMotions();
const problems: string[] = [];

const undrawn = PATTERN_NAMES.filter((name) => !PATTERNS[name]);
if (undrawn.length) problems.push(`patterns nobody draws yet: ${undrawn.join(", ")}`);
const slugs = new Set(exercises.map((exercise) => exercise.slug));
for (const slug of Object.keys(motions)) if (!slugs.has(slug)) problems.push(`${slug}: no such exercise`);

let largest = 0;
let missing = 0;
for (const exercise of exercises) {
  const entry = motions[exercise.slug];
  if (!entry) {
    missing++;
    continue;
  }
  const shade = shadeOf(exercise.muscles);
  for (const model of ["male", "female"] as const) {
    const svg = exerciseMotionSvg(entry, model, shade);
    if (!svg) {
      problems.push(`${exercise.slug}: pattern ${entry.pattern} does not draw yet`);
      break;
    }
    const size = gzipSize(svg);
    largest = Math.max(largest, size);
    if (size > MOTION_BUDGET_BYTES) problems.push(`${exercise.slug} (${model}): ${size} bytes gzip, over the budget`);
  }
}
if (missing) problems.push(`${missing} of ${exercises.length} exercises name no movement`);

console.log(
  `${exercises.length - missing} of ${exercises.length} exercises have a movement; largest ${largest} bytes gzip.`,
);
for (const problem of problems.slice(0, 50)) console.log(`- ${problem}`);
process.exit(problems.length ? 1 : 0);
