import { getDbHandle } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { logger } from "@/lib/logger";
import { seedCatalogue } from "@/modules/catalogue/seed/seed-catalogue";
import { seedOriginals } from "@/modules/workouts/seed/seed-originals";

/** Migrates, then brings the catalogue up to date; shared by the server start and the tests. */
export async function prepareDatabase(): Promise<void> {
  const started = Date.now();
  const handle = await getDbHandle();
  await migrateDatabase(handle);
  const catalogue = await seedCatalogue(handle.db);
  const originals = await seedOriginals(handle.db, { force: catalogue.changed });
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
