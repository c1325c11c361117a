import { getDbHandle } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { logger } from "@/lib/logger";
import { seedCatalogue } from "@/modules/catalogue/seed/seed-catalogue";

/** Migrates, then brings the catalogue up to date; shared by the server start and the tests. */
export async function prepareDatabase(): Promise<void> {
  const started = Date.now();
  const handle = await getDbHandle();
  await migrateDatabase(handle);
  const { changed } = await seedCatalogue(handle.db);
  logger.info({ driver: handle.driver, catalogueChanged: changed, ms: Date.now() - started }, "database ready");
}
