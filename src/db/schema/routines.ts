import { index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * A user's chosen routines. The routines themselves are ours and live in data/routines, so a row keeps
 * only the routine's slug; the unique pair lets "add" ignore duplicates at the database.
 */
export const userRoutines = pgTable(
  "user_routines",
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    routineSlug: text().notNull(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("user_routines_user_routine_idx").on(table.userId, table.routineSlug),
    index("user_routines_added_idx").on(table.userId, table.addedAt),
  ],
);
