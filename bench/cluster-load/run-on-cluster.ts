import { startCluster, type Cluster } from "../../tests/cluster/cluster";
import { readCatalogue } from "./catalogue";
import { startCpuWatch, type CpuShares } from "./cpu";
import { watchDatabase, type DatabaseActivity } from "./database-activity";
import { Browser } from "./http-client";
import { watchInstances, type InstanceHealth } from "./instance-metrics";
import { SeededRandom } from "./random";
import { Recorder, type Slice, type StepSummary, type WindowSummary } from "./stats";
import { STEPS, VirtualUser } from "./virtual-user";

export type RunOptions = {
  instances: number;
  users: number;
  seconds: number;
  /** Load before the measured window, for the page caches and the JIT; its timings are dropped. */
  warmupSeconds: number;
  thinkTime: boolean;
  seed: number;
};

export type RunResult = {
  instances: number;
  users: number;
  setupSeconds: number;
  window: WindowSummary;
  steps: StepSummary[];
  errors: number;
  warmupErrors: number;
  failures: ReturnType<Recorder["failureList"]>;
  /** Requests each instance answered (from nginx's access log), and those nginx had to try twice. */
  perInstance: number[];
  retriedByNginx: number;
  /** Lines at level error or fatal in each instance's log. */
  instanceErrorLines: number[];
  cpu: CpuShares;
  health: InstanceHealth[];
  database: DatabaseActivity;
  timeline: Slice[];
};

/** Registrations hash a password (scrypt, slow by design): a few at a time, not 200 at once. */
const SETUP_CONCURRENCY = 8;

/** Each virtual user connects from its own loopback address (all of 127/8 is loopback on Linux). */
const addressOf = (index: number) => `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
const CATALOGUE_ADDRESS = "127.0.200.1";

let running: Cluster | null = null;

/** Stops the cluster of a run cut short (Ctrl-C), so no instance or nginx is left behind. */
export async function stopRunningCluster(): Promise<void> {
  await running?.stop();
  running = null;
}

export async function runOnCluster(options: RunOptions): Promise<RunResult> {
  const cluster = await startCluster({ instances: options.instances });
  running = cluster;
  const users: VirtualUser[] = [];
  try {
    const reader = new Browser(cluster.url, CATALOGUE_ADDRESS);
    const catalogue = await readCatalogue(reader);
    reader.close();
    const runId = `${Date.now().toString(36)}${options.instances}`;
    for (let index = 0; index < options.users; index++) {
      users.push(
        new VirtualUser({
          index,
          origin: cluster.url,
          address: addressOf(index),
          random: new SeededRandom(options.seed * 1_000_003 + index),
          premium: index % 2 === 1,
          thinkTime: options.thinkTime,
          catalogue,
          runId,
        }),
      );
    }

    const recorder = new Recorder(STEPS);
    const setupStarted = performance.now();
    const ready = await inBatches(users, SETUP_CONCURRENCY, (user) => user.setUp(recorder));
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    const active = users.filter((_, index) => ready[index]);

    const warmup = new Recorder(STEPS);
    if (options.warmupSeconds > 0) {
      const deadline = performance.now() + options.warmupSeconds * 1000;
      await Promise.all(active.map((user) => user.run(deadline, warmup)));
    }

    const logStart = cluster.accessLog().length;
    const cpu = startCpuWatch(cluster.instances.map((instance) => instance.pid));
    const health = watchInstances(cluster.instances.map((instance) => instance.url));
    const database = watchDatabase(cluster);
    recorder.openWindow();
    const deadline = performance.now() + options.seconds * 1000;
    await Promise.all(active.map((user) => user.run(deadline, recorder)));
    recorder.closeWindow();
    const cpuShares = cpu();
    const instanceHealth = await health();
    const databaseActivity = await database();

    const served = cluster.accessLog().slice(logStart);
    const ports = cluster.instances.map((instance) => `127.0.0.1:${instance.port}`);
    const errors = recorder.totalErrors();
    if (errors > 0) console.error(cluster.diagnostics(15));
    return {
      instances: options.instances,
      users: options.users,
      setupSeconds,
      window: recorder.window(),
      steps: recorder.steps(),
      errors,
      warmupErrors: warmup.totalErrors(),
      failures: [
        ...recorder.failureList(),
        ...warmup.failureList().map((f) => ({ ...f, failure: `warm-up ${f.failure}` })),
      ],
      perInstance: ports.map((port) => served.filter((entry) => entry.upstreams.at(-1) === port).length),
      retriedByNginx: served.filter((entry) => entry.upstreams.length > 1).length,
      instanceErrorLines: cluster.instances.map(
        (instance) =>
          instance
            .log()
            .split("\n")
            .filter((line) => /"level":(50|60)\b/.test(line)).length,
      ),
      cpu: cpuShares,
      health: instanceHealth,
      database: databaseActivity,
      timeline: recorder.timeline(),
    };
  } finally {
    for (const user of users) user.close();
    await stopRunningCluster();
  }
}

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      if (item !== undefined) results[index] = await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}
