import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// Everything that goes into `next build`, and data/: pages are cached whole, so a catalogue change
// must come with a fresh build (and so a fresh page cache).
const INPUTS = [
  "src",
  "messages",
  "public",
  "next.config.ts",
  "serwist.config.mjs",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
];

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else {
    yield entry;
  }
}

// Pages prerendered at build (the calculators, policies, about) carry the public address in their
// canonical and language links: another SITE_URL needs another build.
const BUILD_ENV = ["SITE_URL"];

export function buildFingerprint(root = process.cwd(), env = process.env) {
  const hash = createHash("sha256");
  for (const name of BUILD_ENV) hash.update(`${name}=${env[name] ?? ""}\n`);
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      if (file.endsWith("sw.js") || file.endsWith("sw.js.map")) continue;
      hash.update(path.relative(root, file)).update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

export const FINGERPRINT_FILE = path.join(".next", "moveatlas-build-fingerprint");

export function isBuildCurrent(root = process.cwd(), env = process.env) {
  const stored = path.join(root, FINGERPRINT_FILE);
  return (
    existsSync(path.join(root, ".next", "BUILD_ID")) &&
    existsSync(stored) &&
    readFileSync(stored, "utf8") === buildFingerprint(root, env)
  );
}

/** Pages rendered at run time and cached by Next; cleared at every start (see docs/decisions/0008). */
export const PAGE_CACHE_DIR = path.join(".next", "server", "route-cache");
