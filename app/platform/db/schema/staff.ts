import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, siteId } from "./sites";

/**
 * The dealer console's people (issue 39): staff are not shoppers. A staff user is one person across
 * sites; what they may do on a site is their membership's role there. A platform operator (the
 * platform's own staff) acts on any site without one.
 */
export const staff_users = pgTable("staff_users", {
  id: serial("id").primaryKey(),
  /** Lower case: one person, one address. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  operator: boolean("operator").notNull().default(false),
  /** A mobile for lead alerts by SMS, where the person asks for them. */
  mobile: text("mobile"),
  /** Photos they add go before the car's others (true) or after them (issue 55: remembered per person). */
  new_photos_first: boolean("new_photos_first").notNull().default(true),
  created_at: createdAt(),
});

export const staff_memberships = pgTable(
  "staff_memberships",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staff_users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["owner", "manager", "sales"] }).notNull(),
    /** A salesperson's yards (locations.id): the leads they see. Empty for owners and managers. */
    location_ids: jsonb("location_ids").$type<number[]>().notNull().default([]),
    /** Taking leads now (issue 54): a salesperson marked away is skipped by the round-robin. */
    available: boolean("available").notNull().default(true),
    /** How they are told of a lead: any of push, email, sms. */
    alert_channels: jsonb("alert_channels").$type<("push" | "email" | "sms")[]>().notNull().default(["push", "email"]),
    /** Their last lead from the round-robin: the next goes to whoever waited longest. */
    last_lead_at: timestamp("last_lead_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("staff_memberships_site_staff").on(t.site_id, t.staff_id)],
);

/** A browser's push subscription for one staff member on one site (the console's service worker made it). */
export const push_subscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staff_users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    user_agent: text("user_agent"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint").on(t.site_id, t.endpoint),
    index("push_subscriptions_staff").on(t.site_id, t.staff_id),
  ],
);

/**
 * One-time sign-in links, e-mailed to enrol a passkey or to recover: only a SHA-256 of the token is
 * kept; a link works once, for 15 minutes, on the site it was made for.
 */
export const staff_sign_in_links = pgTable(
  "staff_sign_in_links",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staff_users.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull().unique(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index("staff_sign_in_links_staff").on(t.site_id, t.staff_id, t.created_at)],
);

/**
 * Staff sessions, server-side like shoppers': the cookie carries a random id, the table its hash.
 * A session ends 30 minutes after its last use or 12 hours after sign-in, whichever is first.
 */
export const staff_sessions = pgTable(
  "staff_sessions",
  {
    id_hash: text("id_hash").primaryKey(),
    site_id: siteId(),
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staff_users.id, { onDelete: "cascade" }),
    /** How the session began: a passkey, or an e-mailed link. */
    method: text("method", { enum: ["passkey", "link"] }).notNull(),
    user_agent: text("user_agent"),
    ip: text("ip"),
    last_seen_at: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index("staff_sessions_staff").on(t.site_id, t.staff_id)],
);

/** Staff passkeys (WebAuthn credentials), bound to the site's host name as their relying party. */
export const staff_passkeys = pgTable(
  "staff_passkeys",
  {
    /** The credential id, base64url. */
    id: text("id").primaryKey(),
    site_id: siteId(),
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staff_users.id, { onDelete: "cascade" }),
    /** The COSE public key, base64url. */
    public_key: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    /** The device as the browser told it when enrolled ("Chrome on Android"). */
    name: text("name").notNull(),
    last_used_at: timestamp("last_used_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index("staff_passkeys_staff").on(t.site_id, t.staff_id)],
);

/** Every staff write, append-only: who, when, on which site, what, and the record before and after. */
export const staff_audit = pgTable(
  "staff_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    site_id: siteId(),
    staff_id: integer("staff_id").references(() => staff_users.id, { onDelete: "set null" }),
    /** "session.start", "lead.status", "staff.invite". */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entity_id: text("entity_id"),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The console form's key on the first record its send made: a repeated send finds it and writes nothing. */
    write_key: text("write_key"),
  },
  (t) => [
    index("staff_audit_site").on(t.site_id, t.at),
    uniqueIndex("staff_audit_write_key").on(t.site_id, t.write_key),
  ],
);
