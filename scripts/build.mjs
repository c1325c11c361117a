// `npm run build`: the Next build, the service worker (it lists the build's files to precache), then the
// fingerprint that lets `npm start` skip an up-to-date build.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { buildFingerprint, FINGERPRINT_FILE } from "./build-fingerprint.mjs";

const fingerprint = buildFingerprint();
const result = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);
const worker = spawnSync(process.execPath, ["node_modules/@serwist/cli/cli.js", "build", "serwist.config.mjs"], {
  stdio: "inherit",
});
if (worker.status !== 0) process.exit(worker.status ?? 1);
writeFileSync(FINGERPRINT_FILE, fingerprint);
