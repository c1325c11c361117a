import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows } from "./client";
import { createTestDatabase, testDrivers, type TestDatabase } from "./testing/test-database";

describe.each(testDrivers())("migrations on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  it("creates every table of the schema", async () => {
    const rows = await sqlRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = rows.map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining(["exercises", "exercise_muscles", "muscles", "equipment", "translations", "app_meta"]),
    );
  });

  it("enables trigram matching and accent folding", async () => {
    const [row] = await sqlRows<{ folded: string; score: number }>(
      database.db,
      sql`select unaccent('Développé') as folded, similarity('bench press', 'bench pres') as score`,
    );
    expect(row?.folded).toBe("Developpe");
    expect(Number(row?.score)).toBeGreaterThan(0.5);
  });

  it("is a no-op when applied twice", async () => {
    const { migrateDatabase } = await import("./migrate");
    await expect(migrateDatabase(database)).resolves.toBeUndefined();
  });
});
