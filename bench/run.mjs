// Load benchmark: autocannon against a production server, next to a static page of the same server.
//   npm run build && npm run bench                 (embedded PGlite in a scratch folder)
//   DATABASE_URL=postgres://... npm run bench      (a PostgreSQL server)
// Targets run in interleaved rounds and each figure is the median over the rounds, so a machine
// that speeds up or slows down during the run moves every target alike. Figures go to stdout and
// bench/results/. Loopback only; every run is bounded in time.
import autocannon from "autocannon";
import { mkdirSync, writeFileSync } from "node:fs";
import { withServer } from "./server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const STATIC = "static page /credits (prerendered)";
const TARGETS = [
  [STATIC, "/credits"],
  ["API /api-next/exercises?muscle=chest", "/api-next/exercises?muscle=chest"],
  ["page /exercise/{slug}", "/exercise/barbell-bench-press-medium-grip"],
  ["page /exercises/chest", "/exercises/chest"],
  ["API /api-next/workout/originals/workouts", "/api-next/workout/originals/workouts"],
  ["page /workouts", "/workouts"],
  ["page /workout/{slug}", "/workout/full-body-first-steps"],
];

const driver = process.env.DATABASE_URL ? "postgres" : "pglite";
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

await withServer(PORT, async (base) => {
  const run = (path, duration) =>
    new Promise((resolve, reject) =>
      autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration }, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    );
  const sizes = {};
  for (const [name, path] of TARGETS) {
    // The whole answer as it crosses the socket, headers included: past 64 KiB it costs another round of writes.
    const response = await fetch(`${base}${path}`);
    const headerBytes = [...response.headers].reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
    sizes[name] = (await response.arrayBuffer()).byteLength + headerBytes;
    await run(path, Math.min(DURATION, 3)); // warm-up, not counted
  }
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const results = {};
    for (const [name, path] of TARGETS) results[name] = await run(path, DURATION);
    rounds.push(results);
  }
  const rows = TARGETS.map(([name]) => {
    const of = (pick) => median(rounds.map((results) => pick(results[name])));
    const isPage = name.startsWith("page") || name === STATIC;
    return {
      target: name,
      "size kB": Math.round(sizes[name] / 1000),
      "req/s": Math.round(of((result) => result.requests.average)),
      "p50 ms": of((result) => result.latency.p50),
      "p99 ms": of((result) => result.latency.p99),
      // The ratio within each round, then its median: both sides measured under the same conditions.
      "vs static": isPage
        ? Number(
            median(rounds.map((results) => results[name].requests.average / results[STATIC].requests.average)).toFixed(
              2,
            ),
          )
        : "",
      errors: rounds.reduce((sum, results) => sum + results[name].errors + results[name].non2xx, 0),
    };
  });
  console.log(`\n${driver}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per target (medians)`);
  console.table(rows);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    `bench/results/load-${driver}.json`,
    JSON.stringify({ driver, date: new Date(), rounds: ROUNDS, seconds: DURATION, rows }, null, 2),
  );
});
