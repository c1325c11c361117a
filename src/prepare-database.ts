import { env } from "@/config/env";
import { getDbHandle, type Db } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { withPreparationLock } from "@/db/preparation-lock";
import { announceDataVersion } from "@/lib/data-version-channel";
import { logger } from "@/lib/logger";
import { getRedis, redisReady } from "@/lib/redis";
import { bumpDataVersion } from "@/modules/catalogue/server/data-version";
import { seedCatalogue } from "@/modules/catalogue/seed/seed-catalogue";
import { seedOriginals } from "@/modules/workouts/seed/seed-originals";

/** Instances already running (an older deployment) drop the pages of the data just replaced. */
async function announceNewData(db: Db) {
  const version = await bumpDataVersion(db);
  const redis = getRedis();
  if (!redis) return;
  await redisReady(redis)
    .then((client) => announceDataVersion(client, version))
    .catch((error: unknown) => logger.warn({ err: error }, "data change not announced"));
}

/**
 * Migrates, then brings the catalogue up to date, once across instances that start together; shared
 * by the server start and the tests.
 */
export async function prepareDatabase(): Promise<void> {
  const started = Date.now();
  const handle = await getDbHandle();
  const { catalogue, originals } = await withPreparationLock(handle, env.DATABASE_URL, async () => {
    await migrateDatabase(handle);
    const catalogue = await seedCatalogue(handle.db);
    const originals = await seedOriginals(handle.db, { force: catalogue.changed });
    if (catalogue.changed || originals.changed) await announceNewData(handle.db);
    return { catalogue, originals };
  });
  logger.info(
    {
      driver: handle.driver,
      catalogueChanged: catalogue.changed,
      originalsChanged: originals.changed,
      ms: Date.now() - started,
    },
    "database ready",
  );
}
