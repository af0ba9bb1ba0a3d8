import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./shoppers";
import { createdAt, siteId } from "./sites";

/**
 * One-time sign-in codes (spec 001 section 4): only an HMAC of the code is kept. A new code for a
 * phone supersedes the last; a code is tried at most 5 times and lives 5 minutes. The rows also
 * count the sends per phone and per address for the rate limits, so the limits survive a restart.
 */
export const one_time_codes = pgTable(
  "one_time_codes",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    phone: text("phone").notNull(),
    code_hash: text("code_hash").notNull(),
    requested_ip: text("requested_ip").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumed_at: timestamp("consumed_at", { withTimezone: true }),
    superseded_at: timestamp("superseded_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index("one_time_codes_phone").on(t.site_id, t.phone, t.created_at),
    index("one_time_codes_ip").on(t.site_id, t.requested_ip, t.created_at),
  ],
);

/** The embedded SmsSender: every message it "sends", for the server log and the development page. */
export const sms_outbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    to: text("to").notNull(),
    body: text("body").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("sms_outbox_site").on(t.site_id, t.created_at)],
);

/** Secrets the platform makes for itself when the environment gives none (the session key). */
export const platform_secrets = pgTable("platform_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  created_at: createdAt(),
});

/**
 * Signed-in shoppers' sessions, kept on the server so that signing out ends them: the cookie carries
 * a random id (signed), the table only its SHA-256, so a copy of the table signs nobody in.
 */
export const shopper_sessions = pgTable(
  "shopper_sessions",
  {
    id_hash: text("id_hash").primaryKey(),
    site_id: siteId(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index("shopper_sessions_user").on(t.site_id, t.user_id)],
);

/** Rate-limit counters (rate-limiter-flexible's Drizzle store): shared by every app instance, kept across restarts. */
export const rate_limits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});
