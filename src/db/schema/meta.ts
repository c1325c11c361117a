import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Facts about the database itself, such as the fingerprint of the catalogue last seeded. */
export const appMeta = pgTable("app_meta", {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
