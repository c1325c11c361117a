// Load benchmark: autocannon against a production server, next to a static page of the same server.
//   npm run build && npm run bench                 (embedded PGlite in a scratch folder)
//   DATABASE_URL=postgres://... npm run bench      (a PostgreSQL server)
// Figures go to stdout and bench/results/. Loopback only; every run is bounded in time.
import autocannon from "autocannon";
import { mkdirSync, writeFileSync } from "node:fs";
import { withServer } from "./server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const TARGETS = [
  ["static page /credits (prerendered)", "/credits"],
  ["API /api-next/exercises?muscle=chest", "/api-next/exercises?muscle=chest"],
  ["page /exercise/{slug}", "/exercise/barbell-bench-press-medium-grip"],
  ["page /exercises/chest", "/exercises/chest"],
];

const driver = process.env.DATABASE_URL ? "postgres" : "pglite";
let BASE = "";

const run = (path) =>
  new Promise((resolve, reject) =>
    autocannon({ url: `${BASE}${path}`, connections: CONNECTIONS, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

await withServer(PORT, async (base) => {
  BASE = base;
  const rows = [];
  for (const [name, path] of TARGETS) {
    await run(path); // warm-up pass, not counted
    const result = await run(path);
    rows.push({
      target: name,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.log(`\n${driver}, ${CONNECTIONS} connections, ${DURATION} s per target`);
  console.table(rows);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/load-${driver}.json`, JSON.stringify({ driver, date: new Date(), rows }, null, 2));
});
