import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type TestDatabase, type TestDriver } from "@/db/testing/test-database";
import { seedCatalogue } from "../seed/seed-catalogue";

/** A fresh database with the catalogue seeded, for one describe block; call the getter inside tests. */
export function seededDatabase(driver: TestDriver): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await seedCatalogue(database.db);
  });
  afterAll(() => database?.dispose());
  return () => {
    if (!database) throw new Error("The seeded database is not ready yet");
    return database;
  };
}
