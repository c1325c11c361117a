// The weight of "Save for offline": fetches a sample of exercise pages and illustrations from a running
// server (BENCH_URL, default http://127.0.0.1:3300) as the device stores them (decoded), and projects
// the whole library. Its averages are AVERAGE_BYTES in src/modules/workouts/server/offline-library.ts.
import { readFileSync } from "node:fs";

const base = process.env.BENCH_URL ?? "http://127.0.0.1:3300";
const SAMPLE = Number(process.env.BENCH_SAMPLE ?? 60);
const slugs = JSON.parse(readFileSync("data/catalogue/exercises.json", "utf8")).map((exercise) => exercise.slug);
const step = Math.max(1, Math.floor(slugs.length / SAMPLE));
const sample = slugs.filter((_, index) => index % step === 0).slice(0, SAMPLE);

async function averageBytes(paths) {
  let total = 0;
  for (const path of paths) {
    const response = await fetch(base + path);
    if (!response.ok) throw new Error(`${response.status} for ${path}`);
    total += (await response.arrayBuffer()).byteLength;
  }
  return Math.round(total / paths.length);
}

const page = await averageBytes(sample.map((slug) => `/exercise/${slug}`));
const image = await averageBytes(sample.map((slug) => `/exercise-image/${slug}.svg`));
const whole = slugs.length * (page + image);
console.log(`${sample.length} of ${slugs.length} exercises: page ${page} B, illustration ${image} B on average`);
console.log(`the library's exercises: about ${(whole / 1e6).toFixed(1)} MB`);
