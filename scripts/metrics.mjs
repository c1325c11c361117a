// Prometheus metrics at /metrics (prom-client): request rate, latency and errors by route kind, the
// database pool, and Node's own process metrics. Answered only to the machine itself or a bearer of
// METRICS_TOKEN; deploy/nginx.conf never passes /metrics through.
import { timingSafeEqual } from "node:crypto";
import client from "prom-client";

const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

const requests = new client.Counter({
  name: "moveatlas_http_requests_total",
  help: "Answered requests by route kind, method and status class.",
  labelNames: ["route", "method", "status"],
  registers: [registry],
});
const duration = new client.Histogram({
  name: "moveatlas_http_request_duration_seconds",
  help: "Time to the last byte of the answer, by route kind.",
  labelNames: ["route"],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const errors = new client.Counter({
  name: "moveatlas_http_errors_total",
  help: "Answers with a 5xx status, by route kind.",
  labelNames: ["route"],
  registers: [registry],
});
new client.Gauge({
  name: "moveatlas_db_pool_connections",
  help: "PostgreSQL pool connections by state (total, idle, waiting clients).",
  labelNames: ["state"],
  registers: [registry],
  collect() {
    const stats = globalThis.__moveatlasDbPoolStats?.();
    if (!stats) return;
    for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
  },
});

/** A handful of kinds, never the path itself: paths are unbounded and would explode the series. */
export function routeKind(url = "/") {
  const path = url.split("?")[0];
  if (path.startsWith("/_next/")) return "asset";
  const api = /^\/api-next\/([a-z-]+)/.exec(path);
  if (api) return `api:${api[1]}`;
  if (/\.[a-z0-9]+$/i.test(path)) return "file";
  return "page";
}

export function observe(req, res) {
  const stop = duration.startTimer({ route: routeKind(req.url) });
  res.once("finish", () => {
    const route = routeKind(req.url);
    stop();
    requests.inc({ route, method: req.method, status: `${String(res.statusCode)[0]}xx` });
    if (res.statusCode >= 500) errors.inc({ route });
  });
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function allowed(req) {
  const token = process.env.METRICS_TOKEN;
  if (token) {
    const given = Buffer.from(req.headers.authorization ?? "");
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  return LOOPBACK.has(req.socket.remoteAddress ?? "");
}

export async function answerMetrics(req, res) {
  if (!allowed(req)) {
    res.writeHead(403, { "Content-Type": "text/plain" }).end("Forbidden\n");
    return;
  }
  res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
  res.end(await registry.metrics());
}
