import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { cars } from "./inventory";
import { createdAt, siteId } from "./sites";

/**
 * The embedded card processor's ledger (the Payments port's local default): one row per payment,
 * as a processor keeps a PaymentIntent. A call repeated with the same idempotency key answers the
 * same row, so a retried request never charges twice.
 */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    site_id: siteId(),
    idempotency_key: text("idempotency_key").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: ["created", "requires_action", "succeeded", "failed", "refunded"] }).notNull(),
    decline_code: text("decline_code"),
    card_brand: text("card_brand"),
    card_last4: text("card_last4"),
    description: text("description").notNull(),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull(),
    return_url: text("return_url"),
    created_at: createdAt(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payments_site_idempotency_key").on(t.site_id, t.idempotency_key)],
);

/**
 * A shopper's reservation of one car (spec 000 section 9, reserve): held while the payment runs,
 * paid, or let go. At most one holding or paid reservation per car, enforced by the database, so
 * of many shoppers paying at once exactly one wins.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    car_id: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    /** The reserve form's rendering: the same form sent twice is one reservation. */
    attempt_key: text("attempt_key").notNull(),
    /** Random, for the confirmation page's address: one shopper cannot read another's. */
    reference: text("reference").notNull(),
    status: text("status", { enum: ["holding", "paid", "failed", "expired", "refunded"] }).notNull(),
    amount: integer("amount").notNull(),
    payment_id: text("payment_id"),
    decline_code: text("decline_code"),
    lead_id: integer("lead_id"),
    name: text("name").notNull(),
    last_name: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** What the online purchase journey asked, when the reservation came from it. */
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
    /** Who holds the car: the shopper's address (an IPv6 /64 as one) and, signed in, their account. */
    holder_address: text("holder_address"),
    holder_user: integer("holder_user"),
    /** When an unfinished hold lets the car go: 15 minutes, 5 once the bank's check is waiting. */
    held_until: timestamp("held_until", { withTimezone: true }),
    created_at: createdAt(),
    paid_at: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("reservations_one_per_car")
      .on(t.car_id)
      .where(sql`status in ('holding', 'paid')`),
    uniqueIndex("reservations_site_attempt").on(t.site_id, t.attempt_key),
    uniqueIndex("reservations_reference").on(t.reference),
    index("reservations_site_created").on(t.site_id, t.created_at),
  ],
);

/**
 * Payments a signed-in shopper makes against an invoice or a reservation (spec 001 section 2,
 * /online-payment): what was paid, for what, by whom, and the processor's reference.
 */
export const online_payments = pgTable(
  "online_payments",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    user_id: integer("user_id").notNull(),
    attempt_key: text("attempt_key").notNull(),
    reference: text("reference").notNull(),
    paying_for: text("paying_for", { enum: ["invoice", "reservation"] }).notNull(),
    paying_reference: text("paying_reference").notNull(),
    amount: integer("amount").notNull(),
    status: text("status", { enum: ["processing", "paid", "failed"] }).notNull(),
    payment_id: text("payment_id"),
    decline_code: text("decline_code"),
    lead_id: integer("lead_id"),
    name: text("name").notNull(),
    last_name: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    created_at: createdAt(),
    paid_at: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("online_payments_site_attempt").on(t.site_id, t.attempt_key),
    uniqueIndex("online_payments_reference").on(t.reference),
    index("online_payments_user").on(t.site_id, t.user_id),
  ],
);
