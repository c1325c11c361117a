// `npm run cache:invalidate`: after the catalogue or our workouts were changed in the database by hand,
// every instance drops its catalogue reads and cached pages (src/follow-data-version.ts).
import { env } from "@/config/env";
import { openDatabase } from "@/db/client";
import { announceDataVersion } from "@/lib/data-version-channel";
import { connectRedis, redisReady } from "@/lib/redis";
import { bumpDataVersion } from "@/modules/catalogue/server/data-version";

const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  const version = await bumpDataVersion(handle.db);
  if (!env.REDIS_URL) {
    console.log(`Data version ${version}. Without REDIS_URL no running instance hears of it: restart them.`);
  } else {
    const redis = await redisReady(connectRedis(env.REDIS_URL), 5000);
    const listeners = await announceDataVersion(redis, version);
    await redis.quit();
    console.log(`Data version ${version}, announced to ${listeners} running instance(s).`);
  }
} finally {
  await handle.close();
}
