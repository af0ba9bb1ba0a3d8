import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type {
  CarImage,
  CarLocation,
  CarSpecifications,
  CarVariant,
  FinanceLenderSummary,
  Hotspot,
} from "../json-types";
import { createdAt, siteId, dealerships, locations } from "./sites";

export const manufacturers = pgTable(
  "manufacturers",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    logo_url: text("logo_url"),
  },
  (t) => [uniqueIndex("manufacturers_site_slug").on(t.site_id, t.slug)],
);

export const models = pgTable(
  "models",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    manufacturer_id: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    status: text("status").notNull().default("active"),
    image_url: text("image_url"),
    cloudfront_new_image_url: text("cloudfront_new_image_url"),
    override_url: text("override_url"),
    manufacturer_body: text("manufacturer_body"),
    manufacturer_body2: text("manufacturer_body2"),
    manufacturer_body3: text("manufacturer_body3"),
  },
  (t) => [uniqueIndex("models_site_slug").on(t.site_id, t.slug)],
);

export const cars = pgTable(
  "cars",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    // identity
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    stocknum: text("stocknum").notNull(),
    vin: text("vin"),
    nvic: text("nvic"),
    has_nvic: boolean("has_nvic").notNull().default(false),
    regplate: text("regplate"),
    dealership_id: integer("dealership_id").references(() => dealerships.id, { onDelete: "set null" }),
    dealership_slug: text("dealership_slug"),
    website: text("website"),
    // description
    year: integer("year").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    badge: text("badge"),
    series: text("series"),
    colour: text("colour"),
    interior_colour: text("interior_colour"),
    body: text("body"),
    simple_body: text("simple_body"),
    bodyconfiguration: text("bodyconfiguration"),
    doors: integer("doors"),
    seats: integer("seats"),
    drive: text("drive"),
    item_type: text("item_type"),
    carsales_title: text("carsales_title"),
    // mechanical
    gearnum: integer("gearnum"),
    trans: text("trans"),
    simple_transmission: text("simple_transmission"),
    fuel: text("fuel"),
    simple_fuel: text("simple_fuel"),
    engine_size: integer("engine_size"),
    engine_size_litres: real("engine_size_litres"),
    km: integer("km").notNull().default(0),
    // commercial
    price: integer("price").notNull().default(0),
    before_price: integer("before_price"),
    subscription_price: integer("subscription_price"),
    offer_price: integer("offer_price"),
    preorder: boolean("preorder").notNull().default(false),
    price_type: text("price_type"),
    car_type: text("car_type").notNull(),
    status: text("status").notNull(),
    tag: text("tag"),
    reserved: boolean("reserved").notNull().default(false),
    certified: boolean("certified").notNull().default(false),
    show_on_dealer_website: boolean("show_on_dealer_website").notNull().default(true),
    sold_date_timestamp: bigint("sold_date_timestamp", { mode: "number" }),
    payment_processors: jsonb("payment_processors").$type<string[]>().notNull().default([]),
    custom_rank: integer("custom_rank").notNull().default(0),
    // dates
    created_at: createdAt(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    build_date: date("build_date"),
    compliance_date: date("compliance_date"),
    rego_expiry: date("rego_expiry"),
    // media
    photos_count: integer("photos_count").notNull().default(0),
    images: jsonb("images").$type<CarImage[]>().notNull().default([]),
    primary_image_url: text("primary_image_url"),
    video_url: text("video_url"),
    external_video_url: text("external_video_url"),
    spin_images: jsonb("spin_images").$type<string[]>().notNull().default([]),
    spin_interior_image: text("spin_interior_image"),
    spin_code: text("spin_code"),
    hotspots: jsonb("hotspots").$type<Hotspot[]>().notNull().default([]),
    // text and documents
    dealercomments: text("dealercomments"),
    standardEquipment: jsonb("standardEquipment").$type<string[]>().notNull().default([]),
    file: text("file"),
    // finance and market
    /** A finance partner's quote: the feed's, or the one the quote keeper asked for at `quotedPrice` (issue 56). */
    youxQuote: jsonb("youxQuote").$type<{
      weeklyRepaymentAmount: number;
      advertisedRate?: number;
      comparisonRate?: number;
      terms?: { termYears: number; deposit: number; establishmentFee: number };
      quotedPrice?: number;
    } | null>(),
    finance_lenders: jsonb("finance_lenders").$type<Record<string, FinanceLenderSummary>>().notNull().default({}),
    autograb_data: jsonb("autograb_data").$type<{
      state_average_market_price?: number | null;
      average_market_price?: number | null;
    } | null>(),
    private_suburb: text("private_suburb"),
    private_postcode: text("private_postcode"),
    views: integer("views").notNull().default(0),
    location_id: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    location: jsonb("location").$type<CarLocation | null>(),
    variant: jsonb("variant").$type<CarVariant | null>(),
    specifications: jsonb("specifications").$type<CarSpecifications | null>(),
    /** Hash of the imported row: a re-import of identical data changes nothing. */
    import_hash: text("import_hash"),
    /** Moves on every write: a console save names the version it edited, so a second editor is told, not overwritten. */
    version: integer("version").notNull().default(1),
    /**
     * The market segment it compares within across the platform (issue 55): make, model, badge, a
     * two-year band, a 25,000 km band and its condition. Kept by the database itself.
     */
    market_segment: text("market_segment").generatedAlwaysAs(
      sql`lower(make) || '|' || lower(model) || '|' || lower(coalesce(badge, '')) || '|' || (year / 2)::text || '|' || least(km / 25000, 8)::text || '|' || car_type`,
    ),
  },
  (t) => [
    uniqueIndex("cars_site_stocknum").on(t.site_id, t.stocknum),
    uniqueIndex("cars_site_slug").on(t.site_id, t.slug),
    index("cars_site_status").on(t.site_id, t.status),
    // The quick add's VIN lookup (issue 55): cars across the platform by their maker's code.
    index("cars_vin_head").using("btree", sql`left(${t.vin}, 8)`),
    index("cars_market_segment").on(t.market_segment),
  ],
);

/** Every change of a car's advertised price, from an import, the API or the console (issue 40's price history). */
export const car_price_changes = pgTable(
  "car_price_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    site_id: siteId(),
    car_id: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    old_price: integer("old_price").notNull(),
    new_price: integer("new_price").notNull(),
    /** "import", "console". */
    source: text("source").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("car_price_changes_car").on(t.site_id, t.car_id, t.at)],
);

/** A feed a site's stock is read from on a schedule; each run is an `inventory_imports` row. */
export const inventory_feeds = pgTable(
  "inventory_feeds",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    url: text("url").notNull(),
    format: text("format").notNull(),
    /** "hourly" or "daily". */
    schedule: text("schedule").notNull(),
    /** A full feed lists every car: a car it no longer lists is marked sold. */
    full_feed: boolean("full_feed").notNull().default(false),
    next_run_at: timestamp("next_run_at", { withTimezone: true }).notNull().defaultNow(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("inventory_feeds_site_url").on(t.site_id, t.url), index("inventory_feeds_due").on(t.next_run_at)],
);

/** One import: previewed from a file or feed, then applied (or not), with its counts and every bad row. */
export const inventory_imports = pgTable(
  "inventory_imports",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    /** "console", "feed", "cli", "api". */
    source: text("source").notNull(),
    feed_id: integer("feed_id").references(() => inventory_feeds.id, { onDelete: "set null" }),
    file_name: text("file_name").notNull(),
    format: text("format").notNull(),
    full_feed: boolean("full_feed").notNull().default(false),
    /** The file as uploaded, kept until it is applied. */
    body: text("body"),
    /** "previewed", "applying", "applied", "failed". */
    status: text("status").notNull(),
    /** While "applying": the process applying it holds the run until then; past it, a crashed apply may be applied again. */
    lease_until: timestamp("lease_until", { withTimezone: true }),
    counts: jsonb("counts").$type<ImportCounts>().notNull(),
    /** The columns' mapping the file is read with (issue 55); null for a file in the import's own field names. */
    column_map: jsonb("column_map").$type<ImportColumnMap>(),
    bad: jsonb("bad").$type<{ row: number; stocknum?: string; reason: string }[]>().notNull().default([]),
    error: text("error"),
    staff_id: integer("staff_id"),
    created_at: createdAt(),
    applied_at: timestamp("applied_at", { withTimezone: true }),
  },
  (t) => [index("inventory_imports_site").on(t.site_id, t.created_at)],
);

/** A dealer's column → the import field it fills (null: not used), and what every row is when no column says. */
export interface ImportColumnMap {
  mapping: Record<string, string | null>;
  defaults: { car_type?: "new" | "used" | "demo"; status?: string };
}

/**
 * Issue 55: a mapping a person confirmed, kept for the next file or feed run with the same columns
 * (in any order), so a DMS export is mapped once.
 */
export const import_column_maps = pgTable(
  "import_column_maps",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    /** The file's columns, lower-cased and sorted (column-mapping.ts `columnsKey`). */
    columns_key: text("columns_key").notNull(),
    column_map: jsonb("column_map").$type<ImportColumnMap>().notNull(),
    staff_id: integer("staff_id"),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("import_column_maps_site_columns").on(t.site_id, t.columns_key)],
);

export interface ImportCounts {
  rows: number;
  added: number;
  changed: number;
  unchanged: number;
  /** Cars a full feed no longer lists: marked sold. */
  removed: number;
  bad: number;
}
