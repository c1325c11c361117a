// Load benchmark: autocannon against a production server, next to a static page of the same server.
//   npm run build && npm run bench                 (embedded PGlite in a scratch folder)
//   DATABASE_URL=postgres://... npm run bench      (a PostgreSQL server)
// Figures go to stdout and bench/results/. Loopback only; every run is bounded in time.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const TARGETS = [
  ["static page", "/icon.svg"],
  ["API /api-next/exercises?muscle=chest", "/api-next/exercises?muscle=chest"],
  ["page /exercise/{slug}", "/exercise/barbell-bench-press-medium-grip"],
  ["page /exercises/chest", "/exercises/chest"],
];

const driver = process.env.DATABASE_URL ? "postgres" : "pglite";
const scratch = ".data/bench";
rmSync(scratch, { recursive: true, force: true });
const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(PORT)], {
  env: { ...process.env, NODE_ENV: "production", PGLITE_DIR: scratch, LOG_LEVEL: "error" },
  stdio: "inherit",
});

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/api-next/goals`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not start");
}

const run = (path) =>
  new Promise((resolve, reject) =>
    autocannon({ url: `${BASE}${path}`, connections: CONNECTIONS, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

try {
  await waitForServer();
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
} finally {
  server.kill("SIGTERM");
}
