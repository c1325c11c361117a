// A Redis server of the cluster's own, so a test can take it down and bring it back without touching
// the machine's shared one.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { Redis } from "ioredis";

export type OwnRedis = {
  url: string;
  readonly running: boolean;
  /** Stops the server (SIGKILL: no goodbye to its clients, as a crash or a network cut). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
};

export const hasRedisServer = () => spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;

export async function startOwnRedis(port: number): Promise<OwnRedis> {
  let child: ChildProcess | null = null;
  const url = `redis://127.0.0.1:${port}`;
  const start = async () => {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    for (let attempt = 0; attempt < 100; attempt++) {
      const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      probe.on("error", () => undefined);
      try {
        await probe.connect();
        await probe.ping();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        probe.disconnect();
      }
    }
    throw new Error(`redis-server did not start on port ${port}`);
  };
  await start();
  return {
    url,
    get running() {
      return !!child && child.exitCode === null && child.signalCode === null;
    },
    stop: async () => {
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise((resolve) => current.once("exit", resolve));
      current.kill("SIGKILL");
      await exited;
    },
    start,
  };
}
