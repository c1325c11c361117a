import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The configured secret, else one kept in `<dataDir>/<name>` so it survives restarts of a single
 * instance. Several instances must be given the same configured secret.
 */
export function keptSecret(configured: string | undefined, dataDir: string, name: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, name);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return readFileSync(file, "utf8").trim();
    }
  }
}
