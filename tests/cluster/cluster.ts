// Several app instances on one PostgreSQL database and one Redis, behind nginx (deploy/nginx.conf), for
// tests of what only shows with more than one instance. The build under test is CLUSTER_APP_DIR (the
// repository by default); it is never built here.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { hasRedisServer, startOwnRedis, type OwnRedis } from "./redis-process";

const REPO_DIR = path.resolve(import.meta.dirname, "../..");
export const APP_DIR = path.resolve(process.env.CLUSTER_APP_DIR ?? REPO_DIR);
const NGINX_TEMPLATE = path.join(REPO_DIR, "deploy/nginx.conf");
/** Other tests use the Redis server's database 0; the cluster empties only this one. */
const REDIS_DB = 5;
const READY_TIMEOUT_MS = 90_000;
/** What the instances take from the runner's environment; nothing else (Vitest sets NODE_ENV=test, for one). */
const PASSED_ENV = ["PATH", "HOME", "USER", "LANG", "TZ", "TMPDIR"];

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type Instance = {
  index: number;
  port: number;
  url: string;
  readonly pid: number;
  /** Whether its process is alive (it may still be starting or stopping). */
  readonly running: boolean;
  /** Sends the signal; resolves when the process has exited. */
  kill(signal: NodeJS.Signals): Promise<Exit>;
  /** Stops the process if it still runs (SIGKILL), starts it again and waits until it is ready. */
  restart(): Promise<void>;
  /** Everything the instance wrote to stdout and stderr, across restarts. */
  log(): string;
};

/** One request nginx answered; `upstreams` and `upstreamStatuses` name every instance it tried, in order. */
export type AccessLogEntry = { requestId: string; status: number; upstreams: string[]; upstreamStatuses: string[] };

export type Cluster = {
  /** nginx, in front of every instance. */
  url: string;
  instances: Instance[];
  databaseUrl: string;
  /** The cluster's own Redis server when redis-server is installed (else the shared one, never stopped). */
  redis: OwnRedis | null;
  /** The environment each instance runs with (for commands run against the same database and Redis). */
  env: NodeJS.ProcessEnv;
  query<Row extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<Row[]>;
  accessLog(): AccessLogEntry[];
  /** The tail of every instance's log and of nginx's error log, to print when a test fails. */
  diagnostics(lines?: number): string;
  stop(): Promise<void>;
};

export type ClusterOptions = {
  /** Started at the same moment on the empty database, as a deployment starts them. */
  instances: number;
};

/** Installs Debian's nginx when it is missing and we may (root with apt-get), as scripts/test.sh does for Chromium. */
export function ensureNginx(): void {
  if (hasNginx()) return;
  const root = process.getuid?.() === 0;
  const apt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (root && apt) {
    console.log("nginx is missing: installing Debian's nginx package.");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const install = spawnSync("sh", ["-c", "apt-get update -qq && apt-get install -y -qq nginx >/dev/null"], {
      env,
      stdio: ["ignore", "inherit", "inherit"],
    });
    // The package starts its own service where it can; ours run with their own prefix and port.
    spawnSync("sh", ["-c", "command -v service >/dev/null && service nginx stop"], { stdio: "ignore" });
    if (install.status === 0 && hasNginx()) return;
  }
  throw new Error(
    "nginx was not found on PATH and could not be installed with apt-get (needs root). " +
      "Install Debian's 'nginx' package and run the cluster tests again.",
  );
}

function hasNginx(): boolean {
  return spawnSync("nginx", ["-v"], { stdio: "ignore" }).status === 0;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const redisBase = process.env.TEST_REDIS_URL;
  if (!adminUrl || !redisBase) throw new Error("The cluster needs TEST_DATABASE_URL and TEST_REDIS_URL");
  let ownRedis: OwnRedis | null = null;

  const dir = mkdtempSync(path.join(tmpdir(), "moveatlas-cluster-"));
  const database = `moveatlas_cluster_${randomBytes(6).toString("hex")}`;
  const databaseUrl = withPath(adminUrl, `/${database}`);
  let redisUrl = withPath(redisBase, `/${REDIS_DB}`);
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    const failures: unknown[] = [];
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length) throw new AggregateError(failures, "The cluster was not cleaned up completely");
  };

  try {
    await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
    cleanups.push(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    if (hasRedisServer()) {
      ownRedis = await startOwnRedis(await freePort());
      cleanups.push(() => ownRedis?.stop());
      redisUrl = ownRedis.url;
    } else {
      await emptyRedis(redisUrl);
      cleanups.push(() => emptyRedis(redisUrl));
    }

    const nginxPort = await freePort();
    const url = `http://127.0.0.1:${nginxPort}`;
    const env: NodeJS.ProcessEnv = {
      ...Object.fromEntries(PASSED_ENV.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : []))),
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SITE_URL: url,
      TRUSTED_PROXIES: "127.0.0.1",
      // Shared, or a session signed by one instance is refused by another.
      AUTH_SECRET: randomBytes(32).toString("hex"),
      MAIL_OUTBOX_DIR: path.join(dir, "mail"),
      PGLITE_DIR: path.join(dir, "pglite"),
      // "database ready" and the other start-up lines are info.
      LOG_LEVEL: "info",
      NEXT_TELEMETRY_DISABLED: "1",
    };

    const instances: ManagedInstance[] = [];
    for (let index = 0; index < options.instances; index++) {
      const instance = new ManagedInstance(index, await freePort(), env, path.join(dir, `instance-${index}.log`));
      instances.push(instance);
      cleanups.push(() => instance.stop());
    }
    for (const instance of instances) instance.spawn();
    await Promise.all(instances.map((instance) => instance.waitUntilReady()));

    const nginx = await startNginx(
      path.join(dir, "nginx"),
      nginxPort,
      instances.map((instance) => `127.0.0.1:${instance.port}`),
    );
    cleanups.push(() => nginx.stop());

    // Named, so a test that drops the instances' connections can spare the test's own.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: "cluster-test" });
    cleanups.push(() => pool.end());

    return {
      url,
      instances,
      databaseUrl,
      redis: ownRedis,
      env,
      query: async <Row extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
        (await pool.query<Row>(sql, params)).rows,
      accessLog: () => parseAccessLog(nginx.accessLogFile),
      diagnostics: (lines = 40) =>
        [
          ...instances.map(
            (instance) => `--- instance ${instance.index} (port ${instance.port})\n${tail(instance.log(), lines)}`,
          ),
          `--- nginx error log\n${tail(readIfExists(nginx.errorLogFile), lines)}`,
        ].join("\n"),
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

class ManagedInstance implements Instance {
  readonly url: string;
  private child: ChildProcess | null = null;
  private exited: Promise<Exit> = Promise.resolve({ code: null, signal: null });

  constructor(
    readonly index: number,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logFile: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  get pid(): number {
    return this.child?.pid ?? 0;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  spawn(): void {
    const out = openSync(this.logFile, "a");
    const child = spawn(process.execPath, ["scripts/server.mjs"], {
      cwd: APP_DIR,
      env: { ...this.env, PORT: String(this.port) },
      stdio: ["ignore", out, out],
    });
    closeSync(out);
    this.child = child;
    this.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  }

  async waitUntilReady(): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    let exited: Exit | null = null;
    void this.exited.then((exit) => (exited = exit));
    while (Date.now() < deadline) {
      if (exited)
        throw new Error(`instance ${this.index} exited while starting (${describe(exited)}):\n${tail(this.log(), 40)}`);
      if (await this.isReady()) return;
      await sleep(200);
    }
    throw new Error(`instance ${this.index} was not ready within ${READY_TIMEOUT_MS} ms:\n${tail(this.log(), 40)}`);
  }

  private async isReady(): Promise<boolean> {
    try {
      const readiness = await fetch(`${this.url}/readyz`, { signal: AbortSignal.timeout(5000) });
      await readiness.body?.cancel();
      return readiness.status === 200;
    } catch {
      return false;
    }
  }

  kill(signal: NodeJS.Signals): Promise<Exit> {
    this.child?.kill(signal);
    return this.exited;
  }

  async restart(): Promise<void> {
    if (this.running) await this.kill("SIGKILL");
    this.spawn();
    await this.waitUntilReady();
  }

  async stop(): Promise<void> {
    if (this.running) await this.kill("SIGKILL");
  }

  log(): string {
    return readIfExists(this.logFile);
  }
}

type RunningNginx = { accessLogFile: string; errorLogFile: string; stop(): Promise<void> };

/** Renders deploy/nginx.conf (see the variables at its top) and runs it in the foreground, unprivileged. */
async function startNginx(prefix: string, port: number, upstreams: string[]): Promise<RunningNginx> {
  for (const folder of ["logs", "temp", "cache"]) mkdirSync(path.join(prefix, folder), { recursive: true });
  // Run as root, nginx's workers drop to "nobody", which must reach the temp and cache folders
  // (mkdtemp made the cluster's folder private).
  for (const folder of [path.dirname(prefix), prefix]) chmodSync(folder, 0o755);
  const config = path.join(prefix, "nginx.conf");
  writeFileSync(
    config,
    renderNginxConfig(readFileSync(NGINX_TEMPLATE, "utf8"), { listen: `127.0.0.1:${port}`, upstreams, prefix }),
  );
  const errorLogFile = path.join(prefix, "logs/error.log");
  const out = openSync(path.join(prefix, "logs/stdout.log"), "a");
  const child: ChildProcess = spawn(
    "nginx",
    ["-p", prefix, "-e", errorLogFile, "-c", config, "-g", `daemon off; pid ${path.join(prefix, "nginx.pid")};`],
    { stdio: ["ignore", out, out] },
  );
  closeSync(out);
  const exited = new Promise<Exit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const running = {
    accessLogFile: path.join(prefix, "logs/access.log"),
    errorLogFile,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
  let exit: Exit | null = null;
  void exited.then((value) => (exit = value));
  for (let attempt = 0; attempt < 100; attempt++) {
    if (exit)
      throw new Error(
        `nginx exited (${describe(exit)}):\n${readIfExists(errorLogFile)}${readIfExists(path.join(prefix, "logs/stdout.log"))}`,
      );
    if (await accepts(port)) return running;
    await sleep(100);
  }
  await running.stop();
  throw new Error(`nginx did not listen on ${port}:\n${readIfExists(errorLogFile)}`);
}

export function renderNginxConfig(
  template: string,
  values: { listen: string; upstreams: string[]; prefix: string },
): string {
  return template
    .split("\n")
    .flatMap((line) =>
      line.includes("{{UPSTREAM}}")
        ? values.upstreams.map((address) => line.replaceAll("{{UPSTREAM}}", address))
        : [line],
    )
    .join("\n")
    .replaceAll("{{LISTEN}}", values.listen)
    .replaceAll("{{PREFIX}}", values.prefix);
}

function parseAccessLog(file: string): AccessLogEntry[] {
  return readIfExists(file)
    .split("\n")
    .flatMap((line) => {
      const match = /" (\d{3}) \d+ request_id=(\S+) upstream=(.*?) upstream_status=(.*?) upstream_sent=/.exec(line);
      if (!match) return [];
      const [, status = "0", requestId = "", upstreams = "", statuses = ""] = match;
      // nginx separates tries with ", " (and internal redirects with " : ").
      const list = (value: string) => value.split(/\s*[,:]\s+/).filter((item) => item && item !== "-");
      return [{ requestId, status: Number(status), upstreams: list(upstreams), upstreamStatuses: list(statuses) }];
    });
}

async function adminQuery(url: string, sql: string): Promise<void> {
  // The server's maintenance database: the one in TEST_DATABASE_URL may not exist yet.
  const client = new pg.Client({ connectionString: withPath(url, "/postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function emptyRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

function withPath(url: string, pathname: string): string {
  const parsed = new URL(url);
  parsed.pathname = pathname;
  return parsed.toString();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = httpRequest({ host: "127.0.0.1", port, path: "/", method: "HEAD" }, (res) => {
      res.resume();
      resolve(true);
    });
    probe.on("error", () => resolve(false));
    probe.end();
  });
}

const readIfExists = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : "");
const tail = (text: string, lines: number) => text.split("\n").slice(-lines).join("\n");
const describe = (exit: Exit) => (exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Reply = { status: number; headers: Headers; text: string };

/** One HTTP request, JSON in; redirects are returned, not followed. Throws when no answer comes. */
export async function send(
  url: string,
  options: { method?: string; json?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.json !== undefined) headers["content-type"] = "application/json";
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(url, {
    method: options.method ?? (options.json === undefined ? "GET" : "POST"),
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    redirect: "manual",
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The `name=value` pairs of a reply's Set-Cookie headers, as a Cookie header sends them back. */
export const cookiesOf = (reply: Reply) =>
  reply.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/**
 * A JSON POST held in flight for as long as the test likes: its headers go first, with
 * `Expect: 100-continue`; `accepted` resolves once the server has read them and started handling the
 * request, and the body goes only on `finish()`.
 */
export function heldPost(
  url: string,
  json: unknown,
  headers: Record<string, string> = {},
): { accepted: Promise<void>; finish(): Promise<{ status: number; body: string }> } {
  const body = JSON.stringify(json);
  const req = httpRequest(url, {
    method: "POST",
    headers: {
      ...headers,
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(body)),
      expect: "100-continue",
    },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
  });
  const accepted = new Promise<void>((resolve, reject) => {
    req.once("continue", () => resolve());
    req.once("error", reject);
  });
  req.flushHeaders();
  return {
    accepted,
    finish: () => {
      req.end(body);
      return answered;
    },
  };
}
