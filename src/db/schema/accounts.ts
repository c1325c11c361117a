import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { exercises } from "./catalogue";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Accounts are kept by better-auth (users, sessions, accounts, verifications are its tables, plural);
 * the profile fields of the spec live on `users` as its additional fields.
 */
export const users = pgTable("users", {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  firstName: text().notNull().default(""),
  lastName: text().notNull().default(""),
  gender: text({ enum: ["male", "female"] }),
  language: text().notNull().default("en-us"),
  newsletter: boolean().notNull().default(false),
  premium: boolean().notNull().default(false),
  premiumCancelled: boolean().notNull().default(false),
  /** When Premium access ends without a renewal (set from subscription events); null while not Premium. */
  premiumUntil: timestamp({ withTimezone: true }),
  /** A user gets one free trial. */
  trialUsed: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index().on(table.userId)],
);

/** Sign-in methods: the password (provider "credential") and linked social accounts. */
export const accounts = pgTable(
  "accounts",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index().on(table.userId)],
);

/** One-time tokens (password reset); for a reset, `value` is the user id. */
export const verifications = pgTable(
  "verifications",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index().on(table.identifier)],
);

/** Exercises a user saved ("My Exercises"); the serial id is the spec's positive favourite id. */
export const favourites = pgTable(
  "favourites",
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    exerciseId: integer()
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex().on(table.userId, table.exerciseId)],
);
