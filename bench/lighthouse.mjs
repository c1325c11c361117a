// Lighthouse (mobile profile) on a listing and an exercise page, in Debian's Chromium.
//   npm run build && node bench/lighthouse.mjs
// Pages are requested once first so the run measures them as visitors meet them: from the page cache.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, writeFileSync } from "node:fs";
import { withServer } from "./server.mjs";

const PAGES = ["/exercises/chest", "/exercise/barbell-squat", "/"];

await withServer(Number(process.env.BENCH_PORT ?? 3320), async (base) => {
  for (const path of PAGES) await fetch(base + path);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-sync"],
  });
  const rows = [];
  try {
    for (const path of PAGES) {
      const result = await lighthouse(base + path, {
        port: chrome.port,
        output: "json",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        logLevel: "error",
      });
      const { categories, audits } = result.lhr;
      const scripts = (audits["network-requests"]?.details?.items ?? []).filter(
        (item) => item.resourceType === "Script",
      );
      rows.push({
        page: path,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        "best practices": Math.round(categories["best-practices"].score * 100),
        seo: Math.round(categories.seo.score * 100),
        "LCP s": (audits["largest-contentful-paint"].numericValue / 1000).toFixed(2),
        CLS: audits["cumulative-layout-shift"].numericValue.toFixed(3),
        "TBT ms": Math.round(audits["total-blocking-time"].numericValue),
        "JS kB (transfer)": Math.round(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024),
      });
      const failing = Object.values(audits).filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary",
      );
      if (failing.length) console.log(`${path}: failing audits: ${failing.map((audit) => audit.id).join(", ")}`);
    }
  } finally {
    await chrome.kill();
  }
  console.table(rows);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/lighthouse.json", JSON.stringify({ date: new Date(), rows }, null, 2));
});
