// Starts a production server for a benchmark on a scratch database and stops it afterwards.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

export async function withServer(port, run) {
  const scratch = `.data/bench-${port}`;
  rmSync(scratch, { recursive: true, force: true });
  rmSync(`${process.env.NEXT_DIST_DIR ?? ".next"}/server/route-cache`, { recursive: true, force: true });
  // The server `npm start` runs: Next's handler plus the peer address, security headers and 404 rules.
  const server = spawn(process.execPath, ["scripts/server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: "production",
      PGLITE_DIR: scratch,
      LOG_LEVEL: "error",
      SITE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        if ((await fetch(`${base}/api-next/goals`)).ok) break;
      } catch {
        // not up yet
      }
      if (attempt > 120) throw new Error("server did not start");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return await run(base);
  } finally {
    server.kill("SIGTERM");
  }
}
