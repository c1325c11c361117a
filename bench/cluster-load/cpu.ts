import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

/**
 * Who used the machine's cores during the measured window, from /proc: the app instances, nginx,
 * PostgreSQL, Redis, this load generator, and the busiest of everything else. They all share the
 * same cores, which is what limits what a second instance can add.
 */
export type CpuShares = { cores: number; busy: number; byGroup: Record<string, number> };

type Proc = { pid: number; ppid: number; comm: string; ticks: number };

const TICKS_PER_SECOND = Number(spawnSync("getconf", ["CLK_TCK"]).stdout?.toString().trim()) || 100;
/** Often enough that PostgreSQL backends opened and closed by the pools are seen while they live. */
const SAMPLE_MS = 1000;

function processes(): Proc[] {
  return readdirSync("/proc").flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // The command name is in parentheses and may hold spaces; the fields after it are fixed.
      const close = stat.lastIndexOf(")");
      const comm = stat.slice(stat.indexOf("(") + 1, close);
      const fields = stat.slice(close + 2).split(" ");
      return [{ pid: Number(name), ppid: Number(fields[1]), comm, ticks: Number(fields[11]) + Number(fields[12]) }];
    } catch {
      return [];
    }
  });
}

function machineTicks(): { total: number; idle: number } {
  const [, ...counters] = readFileSync("/proc/stat", "utf8").split("\n")[0]?.trim().split(/\s+/) ?? [];
  const values = counters.map(Number);
  return {
    total: values.slice(0, 8).reduce((sum, value) => sum + value, 0),
    idle: (values[3] ?? 0) + (values[4] ?? 0),
  };
}

function groupOf(proc: Proc, parent: Map<number, number>, instances: ReadonlySet<number>): string {
  const descendsFrom = (ancestors: ReadonlySet<number>) => {
    for (let current: number | undefined = proc.pid; current && current > 1; current = parent.get(current))
      if (ancestors.has(current)) return true;
    return false;
  };
  if (descendsFrom(instances)) return "app instances";
  if (proc.pid === process.pid) return "load generator";
  if (proc.comm === "nginx" && descendsFrom(new Set([process.pid]))) return "nginx";
  if (proc.comm === "postgres") return "PostgreSQL";
  if (proc.comm === "redis-server") return "Redis";
  return `other: ${commandOf(proc)}`;
}

const commands = new Map<number, string>();
/** Enough of the command line to tell one engineer's node process from another's. */
function commandOf(proc: Proc): string {
  let command = commands.get(proc.pid);
  if (command === undefined) {
    try {
      const words = readFileSync(`/proc/${proc.pid}/cmdline`, "utf8").split("\0").filter(Boolean);
      command = words
        .slice(0, 3)
        .filter((word) => !word.startsWith("-"))
        .map((word) => (word.includes("/") ? word.split("/").slice(-2).join("/") : word))
        .join(" ");
    } catch {
      command = proc.comm;
    }
    command ||= proc.comm;
    commands.set(proc.pid, command);
  }
  return command;
}

export function startCpuWatch(instancePids: readonly number[]): () => CpuShares {
  const instances = new Set(instancePids);
  const startedAt = performance.now();
  const startMachine = machineTicks();
  let last = new Map(processes().map((proc) => [proc.pid, proc.ticks]));
  const used = new Map<string, number>();
  const sample = () => {
    const all = processes();
    const parent = new Map(all.map((proc) => [proc.pid, proc.ppid]));
    const now = new Map<number, number>();
    for (const proc of all) {
      now.set(proc.pid, proc.ticks);
      // A process born since the last sample used all its ticks inside the window.
      const delta = proc.ticks - (last.get(proc.pid) ?? 0);
      if (delta <= 0) continue;
      const group = groupOf(proc, parent, instances);
      used.set(group, (used.get(group) ?? 0) + delta);
    }
    last = now;
  };
  const timer = setInterval(sample, SAMPLE_MS);
  return () => {
    clearInterval(timer);
    sample();
    const seconds = (performance.now() - startedAt) / 1000;
    const endMachine = machineTicks();
    const elapsed = endMachine.total - startMachine.total;
    const cores = availableParallelism();
    const busy = elapsed > 0 ? (1 - (endMachine.idle - startMachine.idle) / elapsed) * cores : 0;
    const coresOf = (ticks: number) => ticks / TICKS_PER_SECOND / seconds;
    const byGroup: Record<string, number> = {};
    let other = 0;
    const ranked = [...used].sort((a, b) => b[1] - a[1]);
    for (const [group, ticks] of ranked) {
      // Only the busiest others are named; the rest are summed.
      if (group.startsWith("other: ") && (coresOf(ticks) < 0.02 || Object.keys(byGroup).length >= 8)) other += ticks;
      else byGroup[group] = coresOf(ticks);
    }
    byGroup["other (small)"] = coresOf(other);
    return { cores, busy, byGroup };
  };
}
