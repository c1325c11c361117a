/**
 * Weight of the demonstrations: every exercise, both models, animated, each key pose and the list card,
 * raw and gzip-compressed; the budget is about 15 kB gzip per animation (scripts/check-motions.ts fails
 * over it). Also the time to draw them all, since pages are rendered on first request.
 *   npx tsx bench/motion-size.ts
 */
import { readFileSync } from "node:fs";
import { exerciseMotionSvg, gzipSize, motionOf } from "../src/modules/catalogue/motion/exercise-motion";
import { shadeOf } from "../src/modules/catalogue/motion/figure-shapes";
import { readMotions } from "../src/modules/catalogue/motion/motion-catalogue";

type Exercise = { slug: string; muscles: { primary: string[]; secondary: string[] } };
const exercises = JSON.parse(readFileSync("data/catalogue/exercises.json", "utf8")) as Exercise[];
const motions = readMotions();
const sizes = { animated: [] as number[], animatedRaw: [] as number[], pose: [] as number[], card: [] as number[] };
const started = performance.now();
let drawn = 0;
for (const exercise of exercises) {
  const entry = motions[exercise.slug];
  if (!entry) continue;
  const shade = shadeOf(exercise.muscles);
  const poses = motionOf(entry)?.poses.length ?? 0;
  for (const model of ["male", "female"] as const) {
    const animated = exerciseMotionSvg(entry, model, shade)!;
    sizes.animated.push(gzipSize(animated));
    sizes.animatedRaw.push(animated.length);
    for (let pose = 0; pose < poses; pose++)
      sizes.pose.push(gzipSize(exerciseMotionSvg(entry, model, shade, { still: pose })!));
    sizes.card.push(gzipSize(exerciseMotionSvg(entry, model, shade, { still: Math.min(1, poses - 1), crop: true })!));
    drawn += 2 + poses;
  }
}
const ms = performance.now() - started;
const quantile = (values: number[], q: number) =>
  values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) * q)]!;
console.log(`${drawn} pictures drawn in ${Math.round(ms)} ms (${(ms / drawn).toFixed(2)} ms each)`);
console.log("picture            median   p95    max   (bytes)");
for (const [name, values] of Object.entries(sizes)) {
  console.log(
    `${name.padEnd(18)} ${String(quantile(values, 0.5)).padStart(6)} ${String(quantile(values, 0.95)).padStart(6)} ${String(Math.max(...values)).padStart(6)}`,
  );
}
