import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, outboxColumns, siteId } from "./sites";
import { cars } from "./inventory";
import { staff_users } from "./staff";

export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    idempotency_key: text("idempotency_key"),
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    name: text("name"),
    last_name: text("last_name"),
    email: text("email"),
    phone: text("phone"),
    postcode: text("postcode"),
    message: text("message"),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull().default({}),
    url: text("url"),
    source: text("source").notNull().default("Website"),
    user_agent: text("user_agent"),
    car_id: integer("car_id").references(() => cars.id, { onDelete: "set null" }),
    car_dealership_id: integer("car_dealership_id"),
    lead_attributes: jsonb("lead_attributes")
      .$type<{ visited_pages: string[]; linked_query_params: Record<string, string> }>()
      .notNull()
      .default({ visited_pages: [], linked_query_params: {} }),
    /** The honeypot was filled: kept for review, never delivered. */
    spam: boolean("spam").notNull().default(false),
    /** Where the dealer's follow-up stands (issue 39): new, contacted, appointment, won or lost. */
    status: text("status", { enum: ["new", "contacted", "appointment", "won", "lost"] })
      .notNull()
      .default("new"),
    lost_reason: text("lost_reason"),
    assigned_staff_id: integer("assigned_staff_id").references(() => staff_users.id, { onDelete: "set null" }),
    /** When staff first moved it on from new: the time to first contact. */
    first_contacted_at: timestamp("first_contacted_at", { withTimezone: true }),
    /** The lead's yard (issue 54): the car's, else the one the shopper chose, else the nearest by postcode. */
    location_id: integer("location_id"),
    /** When its present owner was given it: the escalation clock starts here. */
    assigned_at: timestamp("assigned_at", { withTimezone: true }),
    /** 0 with its owner, 1 told to the yard's manager, 2 offered to the next salesperson. */
    escalation_stage: integer("escalation_stage").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("leads_site_idempotency").on(t.site_id, t.idempotency_key),
    index("leads_site_created").on(t.site_id, t.created_at),
    index("leads_waiting")
      .on(t.assigned_at)
      .where(sql`status = 'new' and first_contacted_at is null`),
  ],
);

/** Staff notes on a lead, oldest first; never edited, so the follow-up reads as it happened. */
export const lead_notes = pgTable(
  "lead_notes",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    lead_id: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    staff_id: integer("staff_id").references(() => staff_users.id, { onDelete: "set null" }),
    /** A note, a reply sent (e-mail or SMS), a call tapped, or a routing step (assigned, escalated). */
    kind: text("kind", { enum: ["note", "email", "sms", "call", "assigned", "escalated"] })
      .notNull()
      .default("note"),
    body: text("body").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("lead_notes_lead").on(t.site_id, t.lead_id)],
);

/**
 * The outbox: one row per lead and delivery channel, written in the lead's own transaction.
 * A failed delivery is retried with backoff for as long as it takes; a row is never deleted.
 */
export const lead_deliveries = pgTable(
  "lead_deliveries",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    lead_id: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    sink: text("sink", { enum: ["email", "webhook", "receipt", "assign", "confirmation"] }).notNull(),
    ...outboxColumns(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("lead_deliveries_lead_sink").on(t.lead_id, t.sink),
    index("lead_deliveries_due").on(t.status, t.next_attempt_at),
  ],
);

/**
 * The staff alerts' outbox (issue 54): one row per lead, person, channel and reason, so a lead is
 * pushed, e-mailed or texted to its owner once, and once more to whoever an escalation reaches.
 */
export const lead_alerts = pgTable(
  "lead_alerts",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    lead_id: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staff_users.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["push", "email", "sms"] }).notNull(),
    reason: text("reason", { enum: ["assigned", "escalated", "offered"] }).notNull(),
    ...outboxColumns(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("lead_alerts_once").on(t.lead_id, t.staff_id, t.channel, t.reason),
    index("lead_alerts_due").on(t.status, t.next_attempt_at),
  ],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    phone: text("phone").notNull(),
    first_name: text("first_name"),
    last_name: text("last_name"),
    email: text("email"),
    website: text("website"),
    dealership_slug: text("dealership_slug"),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("users_site_phone").on(t.site_id, t.phone)],
);

export const watchlist_entries = pgTable(
  "watchlist_entries",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    car_id: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("watchlist_user_car").on(t.user_id, t.car_id)],
);

/**
 * A signed-in shopper's favourites (issue 56): the browser keeps its own list (spec 000 section 3), and
 * signing in joins it to these, so the phone's shortlist is on the laptop after signing in there.
 */
export const account_favourites = pgTable(
  "account_favourites",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    car_id: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("account_favourites_user_car").on(t.site_id, t.user_id, t.car_id)],
);

export const verifications = pgTable("verifications", {
  id: serial("id").primaryKey(),
  site_id: siteId(),
  website_slug: text("website_slug").notNull(),
  dealership_slug: text("dealership_slug"),
  verification_type: text("verification_type", { enum: ["sms", "verify"] }).notNull(),
  user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  created_at: createdAt(),
});

export const analytics_events = pgTable(
  "analytics_events",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    event_id: integer("event_id").notNull(),
    label: text("label"),
    url: text("url"),
    car_id: integer("car_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [index("analytics_site_event").on(t.site_id, t.event_id)],
);

/** The reveal-phone log call (spec 000 section 7): car_id, dealership_id, website_id, one row per reveal. */
export const phone_reveals = pgTable(
  "phone_reveals",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    car_id: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    dealership_id: integer("dealership_id"),
    created_at: createdAt(),
  },
  (t) => [index("phone_reveals_site_car").on(t.site_id, t.car_id)],
);

/** Vehicle page views per car and day at the dealer (issue 39's dashboard); `cars.views` keeps the total. */
export const car_view_days = pgTable(
  "car_view_days",
  {
    site_id: siteId(),
    car_id: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.car_id, t.day] })],
);

/** Shoppers' searches that found nothing, per words and day: what the stock or the reader lacks. */
export const search_misses = pgTable(
  "search_misses",
  {
    site_id: siteId(),
    words: text("words").notNull(),
    day: date("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.words, t.day] })],
);
