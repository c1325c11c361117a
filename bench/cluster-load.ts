/**
 * Scale-out load: simulated users with mixed journeys (browse by the map, search, exercise pages, sign-in,
 * saving and logging workouts, the generator) against app instances behind nginx on one PostgreSQL and
 * one Redis, all on loopback (tests/cluster/cluster.ts starts them on a fresh database; nothing is built).
 *
 *   CLUSTER_APP_DIR=/tmp/cluster-app npx tsx --conditions=react-server bench/cluster-load.ts
 *     LOAD_USERS (200), LOAD_SECONDS (600), LOAD_INSTANCES (2): users with 0.5–2 s think time.
 *   LOAD_MODE=throughput ...: LOAD_USERS (50) users without think time for LOAD_SECONDS (60) against one
 *     instance and then two, after LOAD_WARMUP_SECONDS (10); requests per second of each, and the ratio.
 *   LOAD_SEED (1) seeds every user's choices, so runs ask for the same mix. The servers default to
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test and TEST_REDIS_URL=redis://127.0.0.1:6379.
 *
 * Any network failure, timeout (30 s) or answer other than the step's expected status is an error; the
 * exit code is 1 when there was one. Results go to bench/results/cluster-load-<date>.json.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { APP_DIR, ensureNginx } from "../tests/cluster/cluster";
import { runOnCluster, stopRunningCluster, type RunOptions, type RunResult } from "./cluster-load/run-on-cluster";
import { markdownTable, stepTable } from "./cluster-load/stats";

type Mode = "journeys" | "throughput";

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function modeFromEnv(): Mode {
  const raw = process.env.LOAD_MODE ?? "journeys";
  if (raw !== "journeys" && raw !== "throughput")
    throw new Error(`LOAD_MODE must be journeys or throughput, got "${raw}"`);
  return raw;
}

const mode = modeFromEnv();
const throughput = mode === "throughput";
const base = {
  users: intFromEnv("LOAD_USERS", throughput ? 50 : 200),
  seconds: intFromEnv("LOAD_SECONDS", throughput ? 60 : 600),
  warmupSeconds: intFromEnv("LOAD_WARMUP_SECONDS", throughput ? 10 : 0),
  thinkTime: !throughput,
  seed: intFromEnv("LOAD_SEED", 1),
};
const instanceCounts = throughput ? [1, 2] : [intFromEnv("LOAD_INSTANCES", 2)];

process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";
process.env.TEST_REDIS_URL ??= "redis://127.0.0.1:6379";
if (!existsSync(path.join(APP_DIR, ".next/BUILD_ID")))
  throw new Error(`${APP_DIR} holds no build (.next/BUILD_ID); point CLUSTER_APP_DIR at a built copy`);
ensureNginx();
process.once("SIGINT", () => void stopRunningCluster().finally(() => process.exit(130)));

const machine = `${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}`;
console.log(`${mode}: ${base.users} users, ${base.seconds} s, instances ${instanceCounts.join(" then ")}`);
console.log(`app ${APP_DIR}; machine ${machine}`);

const results: RunResult[] = [];
for (const instances of instanceCounts) {
  const options: RunOptions = { ...base, instances };
  console.log(`\nStarting ${instances} instance(s) behind nginx...`);
  const result = await runOnCluster(options);
  results.push(result);
  report(result);
}

if (throughput) {
  const [one, two] = results;
  const ratio = one && two && one.window.perSecond > 0 ? two.window.perSecond / one.window.perSecond : 0;
  console.log(
    `\n${markdownTable(
      ["instances", "requests", "req/s", "errors"],
      results.map((r) => [
        String(r.instances),
        String(r.window.requests),
        r.window.perSecond.toFixed(1),
        String(r.errors),
      ]),
    )}\n\nTwo instances against one: ${ratio.toFixed(2)}x`,
  );
}

const stamp = new Date().toISOString().replace(/:/g, "-").replace(/\..*/, "");
const file = path.resolve(import.meta.dirname, "results", `cluster-load-${stamp}.json`);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(
  file,
  JSON.stringify({ date: new Date().toISOString(), mode, machine, app: APP_DIR, options: base, results }, null, 2),
);
console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
const errors = results.reduce((sum, r) => sum + r.errors + r.warmupErrors, 0);
process.exitCode = errors > 0 ? 1 : 0;

function report(result: RunResult) {
  const { window, cpu } = result;
  console.log(
    `\n${result.instances} instance(s), ${result.users} users; set-up (registrations) ${result.setupSeconds.toFixed(1)} s`,
  );
  console.log(stepTable(result.steps));
  console.log(
    `\nmeasured ${window.seconds.toFixed(1)} s: ${window.requests} requests, ${window.perSecond.toFixed(1)} req/s, ` +
      `${result.errors} errors${result.warmupErrors ? ` (and ${result.warmupErrors} in the warm-up)` : ""}`,
  );
  console.log(
    `answered per instance: ${result.perInstance.join(" / ")}; tried twice by nginx: ${result.retriedByNginx}; ` +
      `error lines in instance logs: ${result.instanceErrorLines.join(" / ")}`,
  );
  const shares = Object.entries(cpu.byGroup)
    .map(([group, cores]) => `${group} ${cores.toFixed(2)}`)
    .join(", ");
  console.log(`cores busy ${cpu.busy.toFixed(2)} of ${cpu.cores}: ${shares}`);
  for (const [index, h] of result.health.entries())
    console.log(
      `instance ${index}: event loop p99 median ${h.eventLoopP99MedianMs.toFixed(0)} ms, max ${h.eventLoopMaxMs.toFixed(0)} ms, ` +
        `${h.stalledSamples}/${h.samples} samples over 100 ms; GC ${h.gcSeconds.toFixed(1)} s; ` +
        `most queries waiting for a connection ${h.poolWaitingMax}; answers over 1 s ${h.slowerThan1s}/${h.answered}`,
    );
  const connections = Object.entries(result.database.mean)
    .sort((a, b) => b[1] - a[1])
    .map(([state, mean]) => `${state} ${mean.toFixed(1)} (max ${result.database.max[state] ?? 0})`)
    .join(", ");
  console.log(`database connections, mean of ${result.database.samples} samples: ${connections}`);
  const slowest = [...result.timeline].sort((a, b) => b.p99 - a.p99).slice(0, 5);
  console.log(
    `slowest 10-s slices (from second: p50 / p99 / max): ${slowest
      .map((s) => `${s.fromSecond}: ${s.p50.toFixed(0)} / ${s.p99.toFixed(0)} / ${s.max.toFixed(0)} ms`)
      .join("; ")}`,
  );
  for (const { failure, count, examples } of result.failures)
    console.log(`  ${count} × ${failure}\n    ${examples.join("\n    ")}`);
}
