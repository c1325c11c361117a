import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type OriginalWorkout, originalsFileSchema } from "../originals-file";

export const ORIGINALS_DIR = path.resolve(process.cwd(), "data/workouts/originals");

/** Every original workout in `data/workouts/originals/*.json`, in file and then written order. */
export function readOriginals(dir = ORIGINALS_DIR): OriginalWorkout[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  return files.flatMap((name) => {
    const parsed = originalsFileSchema.safeParse(JSON.parse(readFileSync(path.join(dir, name), "utf8")));
    if (!parsed.success) throw new Error(`data/workouts/originals/${name}: ${parsed.error.message}`);
    return parsed.data;
  });
}
