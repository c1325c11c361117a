// `npm run build`: the Next build, then the fingerprint that lets `npm start` skip an up-to-date build.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { buildFingerprint, FINGERPRINT_FILE } from "./build-fingerprint.mjs";

const fingerprint = buildFingerprint();
const result = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(FINGERPRINT_FILE, fingerprint);
