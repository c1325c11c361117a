// What the data-move commands print: one line of outcome, or one clear sentence and exit code 1.
import { statSync } from "node:fs";

export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** The file argument after `npm run <script> --`; flags such as --force are left to the caller. */
export function requireFileArgument(usage) {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
  if (!file) fail(`Name the file: ${usage}`);
  return file;
}

export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["kB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** "backup.dump (12.3 MB) in 4.2 s" */
export function describeFile(file, startedAt) {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  return `${file} (${formatBytes(statSync(file).size)}) in ${seconds} s`;
}
