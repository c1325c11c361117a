import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { appMeta } from "@/db/schema";

/**
 * The version of what the cached pages show (catalogue, our workouts). It changes when a seed changes
 * them or an operator announces a change (`npm run cache:invalidate`); pages and their ETags are kept
 * under it, so a new version leaves every instance's earlier pages behind at once.
 */
const DATA_VERSION_KEY = "data_version";

const newVersion = () => randomUUID().slice(0, 12);

export async function bumpDataVersion(db: Db): Promise<string> {
  const value = newVersion();
  await db
    .insert(appMeta)
    .values({ key: DATA_VERSION_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
  return value;
}

/** The current version; the first reader of a database without one gives it one. */
export async function readDataVersion(db: Db): Promise<string> {
  await db.insert(appMeta).values({ key: DATA_VERSION_KEY, value: newVersion() }).onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, DATA_VERSION_KEY));
  if (!row) throw new Error("The data version could not be read");
  return row.value;
}
