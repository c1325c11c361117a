import type { Cluster } from "../../tests/cluster/cluster";

/**
 * The instances' PostgreSQL connections during the window, sampled from pg_stat_activity: whether they
 * run queries, wait on a lock, or sit inside a transaction while the instance does other work. It says
 * whether queries queueing for a pooled connection wait on the database or on the instances.
 */
export type DatabaseActivity = { samples: number; mean: Record<string, number>; max: Record<string, number> };

const SAMPLE_MS = 2000;

export function watchDatabase(cluster: Cluster): () => Promise<DatabaseActivity> {
  const sums = new Map<string, number>();
  const maxima = new Map<string, number>();
  let samples = 0;
  const sample = async () => {
    const rows = await cluster
      .query<{ state: string; count: number }>(
        `SELECT coalesce(state, 'unknown') || coalesce(' (waiting on ' || wait_event_type || ')', '') AS state,
                count(*)::int AS count
           FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
          GROUP BY 1`,
      )
      .catch(() => null);
    if (!rows) return;
    samples++;
    for (const { state, count } of rows) {
      sums.set(state, (sums.get(state) ?? 0) + count);
      maxima.set(state, Math.max(maxima.get(state) ?? 0, count));
    }
  };
  const timer = setInterval(() => void sample(), SAMPLE_MS);
  return async () => {
    clearInterval(timer);
    const mean: Record<string, number> = {};
    for (const [state, sum] of sums) mean[state] = samples ? sum / samples : 0;
    return { samples, mean, max: Object.fromEntries(maxima) };
  };
}
