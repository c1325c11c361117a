// How fast a click on the body map highlights the muscle, in Debian's Chromium.
//   npm run build && node bench/body-map-click.mjs
// Measures, inside the page, from the click event to the frame that paints the selected region.
import { chromium } from "@playwright/test";
import { withServer } from "./server.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const REGIONS = ["biceps", "quads", "abdominals", "front-shoulders", "obliques", "forearms"];

await withServer(Number(process.env.BENCH_PORT ?? 3310), async (base) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const timings = [];
  for (let run = 0; run < RUNS; run += 1) {
    const region = REGIONS[run % REGIONS.length];
    await page.goto(`${base}/exercises/chest`);
    await page.waitForLoadState("networkidle");
    await page.evaluate((id) => {
      const target = document.querySelector(`[data-side="front"] [data-region="${id}"]`);
      window.__highlight = new Promise((resolve) => {
        let start = 0;
        document.addEventListener("click", () => (start = performance.now()), { capture: true, once: true });
        new MutationObserver((_, observer) => {
          if (target.getAttribute("data-selected") === "true") {
            observer.disconnect();
            // Count until the frame that paints the highlight.
            requestAnimationFrame(() => resolve(performance.now() - start));
          }
        }).observe(target, { attributes: true });
      });
    }, region);
    // A point on the region itself: a paired muscle's box has its centre on the body between the sides.
    const point = await page.evaluate((id) => {
      const target = document.querySelector(`[data-side="front"] [data-region="${id}"]`);
      const box = target.getBoundingClientRect();
      for (let y = 0.5; y < 1; y += 0.05)
        for (let x = 0.1; x < 1; x += 0.05) {
          const [px, py] = [box.left + box.width * x, box.top + box.height * y];
          if (document.elementFromPoint(px, py)?.closest("[data-region]") === target) return { x: px, y: py };
        }
      return null;
    }, region);
    await page.mouse.click(point.x, point.y);
    timings.push(await page.evaluate(() => window.__highlight));
  }
  await browser.close();
  timings.sort((a, b) => a - b);
  const at = (q) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))].toFixed(1);
  console.log(`click to highlight over ${RUNS} clicks: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
});
