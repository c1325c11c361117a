// `npm start`: build when no current build exists, then serve. The server process itself
// migrates and seeds the database at start (src/instrumentation.ts), as the only opener of it.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { isBuildCurrent, PAGE_CACHE_DIR } from "./build-fingerprint.mjs";

if (!isBuildCurrent()) {
  console.log("No current build: building first.");
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Cached pages may hold an older catalogue or another SITE_URL: every start begins with an empty cache.
rmSync(PAGE_CACHE_DIR, { recursive: true, force: true });

const port = process.env.PORT || "3000";
// Our server (scripts/server.mjs) wraps Next's handler: it knows the connection's own address.
const server = spawn(process.execPath, ["scripts/server.mjs"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", PORT: port },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
