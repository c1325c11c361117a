import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockDataFolder } from "./folder-lock";

const LOCK = "moveatlas.lock";
const children: ReturnType<typeof spawn>[] = [];
afterEach(() => children.splice(0).forEach((child) => child.kill()));

describe("lockDataFolder", () => {
  it("creates the folder, holds the lock and frees it on release", () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "lock-")), "nested", "pglite");
    const release = lockDataFolder(dir);
    expect(existsSync(path.join(dir, LOCK))).toBe(true);
    release();
    expect(existsSync(path.join(dir, LOCK))).toBe(false);
  });

  it("refuses a second opener while another live process holds the folder", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    children.push(other);
    writeFileSync(path.join(dir, LOCK), String(other.pid));
    expect(() => lockDataFolder(dir)).toThrow(/in use by process \d+/);
  });

  it("takes over a lock left by a process that is gone", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    writeFileSync(path.join(dir, LOCK), "999999");
    const release = lockDataFolder(dir);
    release();
  });
});
