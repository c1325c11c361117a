import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { muscles, type MuscleSetName } from "@/db/schema";

export type MuscleMatch = { id: number; key: string; name: string; set: MuscleSetName };

/** A muscle key resolves to its set: simple first, then advanced, then joints. */
export async function findMuscle(db: Db, key: string): Promise<MuscleMatch | null> {
  const [row] = await db.select().from(muscles).where(eq(muscles.key, key));
  if (!row) return null;
  const set: MuscleSetName = row.kind === "joint" ? "joints" : row.isSimple ? "simple" : "advanced";
  return { id: row.id, key: row.key, name: row.name, set };
}
