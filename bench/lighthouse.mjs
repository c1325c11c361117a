// Lighthouse (mobile profile) on the main pages of each kind, in Debian's Chromium.
//   npm run build && node bench/lighthouse.mjs        (LIGHTHOUSE_PAGES=/pricing,/ for some of them)
// Pages are requested once first so the run measures them as visitors meet them: from the page cache.
// Each page is audited LIGHTHOUSE_RUNS times (default 3) and every figure is the median over the runs,
// as Lighthouse's own guidance advises: one run moves by several points on a busy machine.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, writeFileSync } from "node:fs";
import { withServer } from "./server.mjs";

const PAGES = [
  "/exercises/chest",
  "/exercise/barbell-squat",
  "/",
  "/workouts",
  "/workout/full-body-first-steps",
  "/pricing",
  "/calculators/calories",
  "/articles/protein-how-much-and-when",
];
const CHOSEN = process.env.LIGHTHOUSE_PAGES?.split(",") ?? PAGES;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// Lighthouse slows the CPU 4x to turn a desktop into a mid-tier phone. On a slower host its docs
// (docs/throttling.md, "Calibrating the CPU slowdown") advise a lower multiplier chosen from the
// host's benchmarkIndex, which every run reports below. Unset, the default 4x applies.
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The figures of one audit. */
function figures(lhr) {
  const { categories, audits } = lhr;
  const scripts = (audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script");
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    "best practices": Math.round(categories["best-practices"].score * 100),
    seo: Math.round(categories.seo.score * 100),
    "LCP s": Number((audits["largest-contentful-paint"].numericValue / 1000).toFixed(2)),
    CLS: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    "TBT ms": Math.round(audits["total-blocking-time"].numericValue),
    "JS kB (transfer)": Math.round(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024),
    "host CPU index": Math.round(lhr.environment.benchmarkIndex),
  };
}

await withServer(Number(process.env.BENCH_PORT ?? 3320), async (base) => {
  for (const path of CHOSEN) await fetch(base + path);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-sync"],
  });
  const rows = [];
  try {
    for (const path of CHOSEN) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const { lhr } = await lighthouse(base + path, {
          port: chrome.port,
          output: "json",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          logLevel: "error",
          ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
        });
        runs.push(figures(lhr));
        const failing = Object.values(lhr.audits).filter(
          (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary",
        );
        if (failing.length) console.log(`${path}: failing audits: ${failing.map((audit) => audit.id).join(", ")}`);
      }
      const row = { page: path };
      for (const key of Object.keys(runs[0])) row[key] = median(runs.map((figure) => figure[key]));
      row["performance (runs)"] = runs.map((figure) => figure.performance).join(" ");
      rows.push(row);
    }
  } finally {
    await chrome.kill();
  }
  console.log(`mobile profile, CPU slowdown ${CPU_SLOWDOWN ?? 4}x, median of ${RUNS} runs per page`);
  console.table(rows);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    "bench/results/lighthouse.json",
    JSON.stringify({ date: new Date(), runs: RUNS, cpuSlowdown: CPU_SLOWDOWN ?? 4, rows }, null, 2),
  );
});
