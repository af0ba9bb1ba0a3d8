import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { cars } from "./inventory";
import { users } from "./shoppers";
import { createdAt, outboxColumns, siteId } from "./sites";

/**
 * An e-mail address that asked a site for alerts. Nothing is sent to it but the confirmation until
 * its owner confirms (double opt-in); a signed-in shopper's address is linked to their account, so
 * their watched cars' price drops reach it too.
 */
export const alert_recipients = pgTable(
  "alert_recipients",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    email: text("email").notNull(),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** A signed-in shopper who asked to link this confirmed address: linked once its owner confirms again. */
    pending_user_id: integer("pending_user_id").references(() => users.id, { onDelete: "set null" }),
    confirmed_at: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribed_at: timestamp("unsubscribed_at", { withTimezone: true }),
    /** When the last digest was queued: the next waits a day from it. */
    last_digest_at: timestamp("last_digest_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("alert_recipients_site_email").on(t.site_id, t.email),
    index("alert_recipients_user").on(t.user_id),
  ],
);

/** A listing a recipient saved: its address (what the e-mail links to) and its choices (what new cars are matched against). */
export const saved_searches = pgTable(
  "saved_searches",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    recipient_id: integer("recipient_id")
      .notNull()
      .references(() => alert_recipients.id, { onDelete: "cascade" }),
    href: text("href").notNull(),
    label: text("label").notNull(),
    state: jsonb("state").$type<Record<string, unknown>>().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("saved_searches_recipient_href").on(t.recipient_id, t.href),
    index("saved_searches_site").on(t.site_id),
  ],
);

/**
 * Something a recipient is owed word of: a new car matching a saved search, or a price drop on a
 * watched or matching car. Gathered into the next digest (mail_id), one row per recipient, car and
 * price, so a change noticed twice is told once.
 */
export const alert_events = pgTable(
  "alert_events",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    recipient_id: integer("recipient_id")
      .notNull()
      .references(() => alert_recipients.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["new_car", "price_drop"] }).notNull(),
    car_id: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    saved_search_id: integer("saved_search_id").references(() => saved_searches.id, { onDelete: "set null" }),
    old_price: integer("old_price"),
    new_price: integer("new_price").notNull(),
    mail_id: integer("mail_id").references(() => alert_mails.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("alert_events_once").on(t.recipient_id, t.kind, t.car_id, t.new_price),
    index("alert_events_unsent").on(t.site_id, t.mail_id),
  ],
);

/** The alerts' outbox: one row per e-mail (a confirmation or a digest), sent once and retried with backoff until it goes. */
export const alert_mails = pgTable(
  "alert_mails",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    recipient_id: integer("recipient_id")
      .notNull()
      .references(() => alert_recipients.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["confirm", "digest"] }).notNull(),
    ...outboxColumns(),
    created_at: createdAt(),
  },
  (t) => [index("alert_mails_due").on(t.status, t.next_attempt_at)],
);
