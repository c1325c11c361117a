import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

const LOCK_NAME = "moveatlas.lock";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite has no lock of its own: a second process opening the same folder silently loses
 * committed rows. This takes an exclusive lock file holding our pid, clears a lock left by a
 * dead process, and refuses with a clear message while another live process holds it.
 */
export function lockDataFolder(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_NAME);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(lockPath, { force: true });
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (holder === process.pid) return () => rmSync(lockPath, { force: true });
      if (Number.isInteger(holder) && isRunning(holder)) {
        throw new Error(
          `The database folder ${dir} is in use by process ${holder}. ` +
            "Only one process may open it at a time; stop that process first (or set PGLITE_DIR to another folder).",
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${dir}.`);
}
