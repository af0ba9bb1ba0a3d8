import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Address, ContactDetail } from "../json-types";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/** What every outbox row carries for platform/db/outbox.server.ts: sent or not, tries so far, when next, why the last failed. */
export const outboxColumns = () => ({
  status: text("status", { enum: ["pending", "delivered"] })
    .notNull()
    .default("pending"),
  attempts: integer("attempts").notNull().default(0),
  next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  last_error: text("last_error"),
  delivered_at: timestamp("delivered_at", { withTimezone: true }),
});

export const siteId = () =>
  integer("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });

/** A tenant. Behaviour lives in the site's config file; this row anchors its data. */
export const sites = pgTable("sites", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  template: text("template").notNull(),
  url: text("url").notNull(),
  created_at: createdAt(),
  /** The version every process serves; null until the first is published. */
  published_version_id: integer("published_version_id"),
});

/**
 * Issue 41: each change of a site's configuration is a new version, validated by the site-config
 * schema when written; one version per site is published (what every process serves). The files
 * in sites/ seed version 1 of a site the database does not have yet.
 */
export const site_config_versions = pgTable(
  "site_config_versions",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    number: integer("number").notNull(),
    /** The configuration as written (the export format): the site-config schema's input. */
    config: jsonb("config").$type<Record<string, unknown>>().notNull(),
    /** "seed", "import", "console", "restore". */
    source: text("source").notNull(),
    note: text("note"),
    staff_id: integer("staff_id"),
    created_at: createdAt(),
    published_at: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("site_config_versions_number").on(t.site_id, t.number)],
);

/** Settings being edited in the console: one draft per site, previewed by its editors, published whole. */
export const site_config_drafts = pgTable("site_config_drafts", {
  site_id: integer("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  config: jsonb("config").$type<Record<string, unknown>>().notNull(),
  /** The published version the draft started from. */
  base_number: integer("base_number").notNull(),
  /** Moves on every save: a save names the revision its form was opened at. */
  revision: integer("revision").notNull().default(1),
  staff_id: integer("staff_id"),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const dealerships = pgTable(
  "dealerships",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    url: text("url"),
    make: text("make"),
    title: text("title"),
    logo_url: text("logo_url"),
    manufacturer: text("manufacturer"),
    manufacturer_id: integer("manufacturer_id"),
    finance_provider: text("finance_provider"),
    include_sold_cars_days: integer("include_sold_cars_days"),
    override_city: text("override_city"),
    address: jsonb("address").$type<Pick<Address, "city" | "state" | "place_url">>(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("dealerships_site_slug").on(t.site_id, t.slug)],
);

export const locations = pgTable(
  "locations",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    dealership_id: integer("dealership_id").references(() => dealerships.id, { onDelete: "set null" }),
    dealership_slug: text("dealership_slug"),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    location_type: text("location_type").notNull().default(""),
    location_subtype: text("location_subtype"),
    visible: boolean("visible").notNull().default(true),
    primary: boolean("primary").notNull().default(false),
    manufacturers: jsonb("manufacturers").$type<string[]>().notNull().default([]),
    distribution_locations: jsonb("distribution_locations").$type<string[]>().notNull().default([]),
    dealer_license_number: text("dealer_license_number"),
    motor_vehicle_repairer: text("motor_vehicle_repairer"),
    image: jsonb("image").$type<{ url: string; thumb: { url: string } } | null>(),
    average_rating: real("average_rating"),
    review_count: integer("review_count"),
    address: jsonb("address").$type<Address>().notNull(),
    contact_detail: jsonb("contact_detail").$type<ContactDetail>().notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("locations_site_slug").on(t.site_id, t.slug)],
);

export const special_hours = pgTable("special_hours", {
  id: serial("id").primaryKey(),
  site_id: siteId(),
  location_id: integer("location_id")
    .notNull()
    .references(() => locations.id, { onDelete: "cascade" }),
  date: date("date").notNull(),
  status: text("status").notNull(),
  start_hour: text("start_hour"),
  end_hour: text("end_hour"),
  name: text("name"),
});
