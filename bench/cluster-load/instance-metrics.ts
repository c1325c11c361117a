import { request as httpRequest } from "node:http";

/**
 * What each instance says about itself during the window, from its /metrics (loopback only, never
 * through nginx): how long its event loop stalled, how long garbage collection took, and how many
 * queries waited for a database connection. It tells a slow answer the instance caused from one
 * that waited elsewhere.
 */
export type InstanceHealth = {
  /** Longest event-loop delay seen in any sample, and the median of the samples' 99th percentiles. */
  eventLoopMaxMs: number;
  eventLoopP99MedianMs: number;
  /** Samples (one every SAMPLE_MS) whose event-loop p99 exceeded 100 ms. */
  stalledSamples: number;
  samples: number;
  gcSeconds: number;
  poolWaitingMax: number;
  /** Answers the instance itself took longer than 1 s over. */
  slowerThan1s: number;
  answered: number;
};

const SAMPLE_MS = 2000;

type Metrics = Map<string, number>;

function scrape(url: string): Promise<Metrics> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}/metrics`, { timeout: 5000 }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve(parse(text)));
    });
    req.on("timeout", () => req.destroy(new Error("metrics timed out")));
    req.on("error", reject);
    req.end();
  });
}

/** `name{labels} value` lines, keyed by name plus labels as written. */
function parse(text: string): Metrics {
  const metrics: Metrics = new Map();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const space = line.lastIndexOf(" ");
    metrics.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return metrics;
}

const sumOf = (metrics: Metrics, name: string, labels = "") =>
  [...metrics].reduce((sum, [key, value]) => (key.startsWith(name) && key.includes(labels) ? sum + value : sum), 0);

export function watchInstances(urls: readonly string[]): () => Promise<InstanceHealth[]> {
  const watched = urls.map((url) => ({
    url,
    first: scrape(url),
    lagMax: 0,
    lagP99s: [] as number[],
    poolWaitingMax: 0,
  }));
  const sample = async () => {
    for (const instance of watched) {
      const metrics = await scrape(instance.url).catch(() => null);
      if (!metrics) continue;
      instance.lagMax = Math.max(instance.lagMax, metrics.get("nodejs_eventloop_lag_max_seconds") ?? 0);
      instance.lagP99s.push(metrics.get("nodejs_eventloop_lag_p99_seconds") ?? 0);
      const waiting = metrics.get('moveatlas_db_pool_connections{state="waiting"}') ?? 0;
      instance.poolWaitingMax = Math.max(instance.poolWaitingMax, waiting);
    }
  };
  const timer = setInterval(() => void sample(), SAMPLE_MS);
  return async () => {
    clearInterval(timer);
    return Promise.all(
      watched.map(async (instance) => {
        const [before, after] = await Promise.all([instance.first, scrape(instance.url)]);
        const delta = (name: string, labels = "") => sumOf(after, name, labels) - sumOf(before, name, labels);
        const sorted = [...instance.lagP99s].sort((a, b) => a - b);
        const answered = delta("moveatlas_http_request_duration_seconds_count");
        return {
          eventLoopMaxMs: instance.lagMax * 1000,
          eventLoopP99MedianMs: (sorted[Math.floor(sorted.length / 2)] ?? 0) * 1000,
          stalledSamples: sorted.filter((value) => value > 0.1).length,
          samples: sorted.length,
          gcSeconds: delta("nodejs_gc_duration_seconds_sum"),
          poolWaitingMax: instance.poolWaitingMax,
          slowerThan1s: answered - delta("moveatlas_http_request_duration_seconds_bucket", 'le="1"'),
          answered,
        };
      }),
    );
  };
}
