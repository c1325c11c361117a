import { env } from "@/config/env";
import type { Db } from "@/db/client";
import { listenForDataVersions } from "@/lib/data-version-channel";
import { logger } from "@/lib/logger";
import { currentDataVersion, setDataVersion } from "@/lib/page-version";
import { readDataVersion } from "@/modules/catalogue/server/data-version";

/** Catalogue reads and cached pages are kept per version (catalogue-cache.ts, page-cache-handler.mjs). */
function adopt(version: string) {
  const previous = currentDataVersion();
  if (version === previous) return;
  setDataVersion(version);
  if (previous !== undefined) logger.info({ previous, version }, "data changed: earlier reads and pages left behind");
}

/**
 * Takes the data version from the database, then follows announcements of new ones on Redis, so a
 * change made through any instance or by an operator reaches every instance. Returns how to stop.
 */
export async function followDataVersion(db: Db): Promise<() => Promise<void>> {
  adopt(await readDataVersion(db));
  if (!env.REDIS_URL) return async () => undefined;
  const refresh = () =>
    void readDataVersion(db).then(
      (version) => adopt(version),
      (error: unknown) => logger.warn({ err: error }, "data version could not be read"),
    );
  const listener = listenForDataVersions(env.REDIS_URL, (version) => adopt(version), refresh);
  return listener.close;
}
