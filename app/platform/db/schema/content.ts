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
import type { ContentFields, PromoNodeContent, ReviewImage } from "../json-types";
import { createdAt, siteId, dealerships, locations } from "./sites";
import { manufacturers, models } from "./inventory";

export const offer_categories = pgTable(
  "offer_categories",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    image: text("image"),
    visible: boolean("visible").notNull().default(true),
  },
  (t) => [uniqueIndex("offer_categories_site_slug").on(t.site_id, t.slug)],
);

export const offers = pgTable("offers", {
  id: serial("id").primaryKey(),
  site_id: siteId(),
  dealership_id: integer("dealership_id").references(() => dealerships.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  sanitized_description: text("sanitized_description").notNull().default(""),
  disclaimer: text("disclaimer").notNull().default(""),
  category: text("category"),
  categories: jsonb("categories").$type<string[]>().notNull().default([]),
  price: integer("price"),
  manufacturer_id: integer("manufacturer_id").references(() => manufacturers.id, { onDelete: "set null" }),
  model_id: integer("model_id").references(() => models.id, { onDelete: "set null" }),
  image_url: text("image_url"),
  image_or_model_image: text("image_or_model_image"),
  excluded_website_ids: jsonb("excluded_website_ids").$type<number[]>().notNull().default([]),
  created_at: createdAt(),
  /** Issue 41: a draft is the console's until published; an offer shows from its first day to its last (the dealer's days). */
  published: boolean("published").notNull().default(true),
  starts_on: date("starts_on"),
  ends_on: date("ends_on"),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const brand_tiles = pgTable("brand_tiles", {
  id: serial("id").primaryKey(),
  site_id: siteId(),
  title: text("title").notNull(),
  slug: text("slug").notNull(),
  make: text("make"),
  url: text("url"),
  logo: text("logo"),
  banner: text("banner"),
  description: text("description"),
  skipPage: boolean("skipPage").notNull().default(false),
  position: integer("position").notNull().default(0),
});

export const reviews = pgTable("reviews", {
  id: serial("id").primaryKey(),
  site_id: siteId(),
  location_id: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
  image: jsonb("image").$type<ReviewImage | null>(),
  customer_name: text("customer_name").notNull(),
  text: text("text"),
  rating: real("rating").notNull(),
  review_date: timestamp("review_date", { withTimezone: true }).notNull(),
  reply_text: text("reply_text"),
  reply_date: timestamp("reply_date", { withTimezone: true }),
  source: text("source").notNull().default("google"),
});

export const review_summaries = pgTable(
  "review_summaries",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    location_id: integer("location_id").references(() => locations.id, { onDelete: "cascade" }),
    count: integer("count").notNull(),
    /** The spec keeps this as a string, parsed to a number for display. */
    average_rating: text("average_rating").notNull(),
  },
  (t) => [uniqueIndex("review_summaries_site_location").on(t.site_id, t.location_id)],
);

export const promo_nodes = pgTable("promo_nodes", {
  id: serial("id").primaryKey(),
  site_id: siteId(),
  start: timestamp("start", { withTimezone: true }),
  expiry: timestamp("expiry", { withTimezone: true }),
  position: jsonb("position").$type<number | number[]>().notNull(),
  display: text("display").notNull().default("all"),
  strictDisplay: boolean("strictDisplay").notNull().default(false),
  car_type: text("car_type"),
  pinned: boolean("pinned").notNull().default(false),
  node: jsonb("node").$type<PromoNodeContent>().notNull(),
});

export const slides = pgTable("slides", {
  id: serial("id").primaryKey(),
  site_id: siteId(),
  name: text("name").notNull(),
  description: text("description"),
  url: text("url"),
  image_url: text("image_url").notNull(),
  hide_overlay: boolean("hide_overlay").notNull().default(false),
  position: integer("position").notNull().default(0),
});

/**
 * Issue 41: a site's content pages and news posts, edited in the console as a draft and published
 * whole. The Markdown files in sites/ seed a site's rows once (source "file"); after that the rows
 * are the truth, and a page taken down keeps its row (published null) so the file does not return.
 */
export const site_content = pgTable(
  "site_content",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    /** "page" (served at /{name}) or "news" (at /news/{name}). */
    kind: text("kind", { enum: ["page", "news"] }).notNull(),
    name: text("name").notNull(),
    draft: jsonb("draft").$type<ContentFields>().notNull(),
    published: jsonb("published").$type<ContentFields>(),
    source: text("source", { enum: ["file", "console"] }).notNull(),
    /** Moves on every save: a save names the version its form was opened at. */
    version: integer("version").notNull().default(1),
    staff_id: integer("staff_id"),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    published_at: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("site_content_name").on(t.site_id, t.kind, t.name)],
);
