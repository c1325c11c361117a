import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { exercises } from "./catalogue";
import { workouts } from "./workouts";

export const SET_TYPES = ["warmup", "normal", "drop", "failure"] as const;
export type SetType = (typeof SET_TYPES)[number];

/**
 * A training session as the user logged it. Ids are made on the device, so a retried save finds the
 * same rows; `revision` grows with every change there, and an older copy arriving late is ignored.
 */
export const trainingSessions = pgTable(
  "training_sessions",
  {
    id: uuid().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The workout it started from, if any; the log keeps its own copy of what was done. */
    workoutId: integer().references(() => workouts.id, { onDelete: "set null" }),
    title: text().notNull(),
    notes: text().notNull().default(""),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
    revision: integer().notNull().default(0),
    /** Sets that beat a record when last saved: the history shows it without replaying every session. */
    recordCount: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index("training_sessions_user_idx").on(table.userId, table.startedAt)],
);

/** One exercise of a session, in order (spec §3 "Workout log entry"). */
export const trainingEntries = pgTable(
  "training_entries",
  {
    id: uuid().primaryKey(),
    sessionId: uuid()
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    exerciseId: integer()
      .notNull()
      .references(() => exercises.id),
    /** Seconds between sets. */
    rest: integer().notNull().default(120),
    notes: text().notNull().default(""),
    /** Consecutive entries with the same letter run back to back (superset). */
    groupKey: text(),
  },
  (table) => [
    index("training_entries_session_idx").on(table.sessionId, table.position),
    index("training_entries_exercise_idx").on(table.exerciseId),
  ],
);

export const trainingSets = pgTable(
  "training_sets",
  {
    id: uuid().primaryKey(),
    entryId: uuid()
      .notNull()
      .references(() => trainingEntries.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    setType: text({ enum: SET_TYPES }).notNull().default("normal"),
    reps: integer(),
    /** Seconds, for holds and timed work. */
    seconds: integer(),
    /** Kilograms, whatever unit the user reads them in. */
    loadKg: real(),
    rir: real(),
    rpe: real(),
    done: boolean().notNull().default(false),
  },
  (table) => [
    index("training_sets_entry_idx").on(table.entryId, table.position),
    check("training_sets_reps", sql`${table.reps} is null or ${table.reps} between 0 and 1000`),
    check("training_sets_load", sql`${table.loadKg} is null or ${table.loadKg} between 0 and 2000`),
  ],
);
