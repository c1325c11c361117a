/**
 * `npm run report:upsell`: the upsell A/B test's readout, per variant, from the database the app uses
 * (DATABASE_URL, or the embedded one under .data while the app is stopped).
 */
import { getDbHandle } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { loadUpsellFunnels } from "../src/modules/billing/server/upsell-readout";
import { formatUpsellReport } from "../src/modules/billing/upsell-stats";

const handle = await getDbHandle().catch((error: unknown) => {
  console.error(`Cannot open the database (${String(error)}). Stop the app first, or set DATABASE_URL.`);
  process.exit(1);
});
await migrateDatabase(handle);
console.log(formatUpsellReport(await loadUpsellFunnels(handle.db)));
await handle.close();
