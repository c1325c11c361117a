import { readFileSync } from "node:fs";
import path from "node:path";
import { motionFileSchema, type MotionEntry } from "./motion-entry";

export const MOTIONS_FILE = path.join(process.cwd(), "data/catalogue/motions.json");

let loaded: Record<string, MotionEntry> | null = null;

/** Every exercise's movement (data/catalogue/motions.json), read and checked once per process. */
export function readMotions(file = MOTIONS_FILE): Record<string, MotionEntry> {
  if (file !== MOTIONS_FILE) return motionFileSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  loaded ??= motionFileSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  return loaded;
}
