/**
 * Server time of the account use cases (better-auth on our database, scrypt password hashing) on
 * PGlite and, when TEST_DATABASE_URL is set, on the PostgreSQL server: p50/p95 of registration,
 * sign-in, the session call and a favourite toggle, one call at a time.
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx --conditions=react-server bench/accounts.ts
 */
import { createTestDatabase, testDrivers } from "../src/db/testing/test-database";
import {
  contextFor,
  createTestAccounts,
  requestHeaders,
  signedInContextFor,
} from "../src/modules/accounts/testing/test-accounts";
import { login, register } from "../src/modules/accounts/server/sign-in";
import { seedCatalogue } from "../src/modules/catalogue/seed/seed-catalogue";
import { addFavourite, removeFavourite } from "../src/modules/catalogue/server/favourites";

const USERS = 40;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

async function timed<T>(samples: number[], run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  samples.push(performance.now() - started);
  return result;
}

for (const driver of testDrivers()) {
  const database = await createTestDatabase(driver);
  await seedCatalogue(database.db);
  const accounts = createTestAccounts(database.db, { ipPoints: 100_000 });
  const samples = {
    register: [] as number[],
    login: [] as number[],
    session: [] as number[],
    favourite: [] as number[],
  };
  for (let index = 0; index < USERS; index++) {
    const email = `bench.${driver}.${index}@example.com`;
    const input = { email, password: "bench password", firstName: "Bench", lastName: "User" };
    const headers = requestHeaders({ ip: `10.1.0.${index}` });
    const visitor = await contextFor(accounts, headers);
    await timed(samples.register, () => register(visitor, input));
    const signedIn = await timed(samples.login, () => login(visitor, { email, password: input.password }));
    const cookies = requestHeaders({ cookies: signedIn.headers });
    // The edge resolves the session user once per request: that is the session call's cost.
    let user = await signedInContextFor(accounts, cookies);
    for (let call = 0; call < 5; call++)
      user = await timed(samples.session, () => signedInContextFor(accounts, cookies));
    await timed(samples.favourite, async () => {
      const { favourite } = await addFavourite(user, { exercise_id: 1 + (index % 50) });
      await removeFavourite(user, { id: favourite.id });
    });
  }
  const rows = Object.entries(samples).map(([call, values]) => {
    const sorted = values.slice(5).sort((a, b) => a - b); // the first calls warm the code paths
    return {
      call,
      n: sorted.length,
      "p50 ms": percentile(sorted, 0.5).toFixed(1),
      "p95 ms": percentile(sorted, 0.95).toFixed(1),
    };
  });
  console.log(`\n${driver}`);
  console.table(rows);
  await database.dispose();
}
