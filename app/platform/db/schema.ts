import {
  bigint,
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
  Address,
  CarImage,
  CarLocation,
  CarSpecifications,
  CarVariant,
  ContactDetail,
  FinanceLenderSummary,
  Hotspot,
  PromoNodeContent,
  ReviewImage,
} from "./json-types";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const siteId = () =>
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
    youxQuote: jsonb("youxQuote").$type<{ weeklyRepaymentAmount: number } | null>(),
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
  },
  (t) => [
    uniqueIndex("cars_site_stocknum").on(t.site_id, t.stocknum),
    uniqueIndex("cars_site_slug").on(t.site_id, t.slug),
    index("cars_site_status").on(t.site_id, t.status),
  ],
);

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

export const blog_cards = pgTable("blog_cards", {
  id: serial("id").primaryKey(),
  site_id: siteId(),
  href: text("href").notNull(),
  heading: text("heading").notNull(),
  image: jsonb("image").$type<{ src: string; alt: string }>().notNull(),
  description: text("description").notNull(),
  date: date("date").notNull(),
});

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
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("leads_site_idempotency").on(t.site_id, t.idempotency_key)],
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

