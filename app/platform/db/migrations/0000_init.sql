CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"label" text,
	"url" text,
	"car_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"href" text NOT NULL,
	"heading" text NOT NULL,
	"image" jsonb NOT NULL,
	"description" text NOT NULL,
	"date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_tiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"make" text,
	"url" text,
	"logo" text,
	"banner" text,
	"description" text,
	"skipPage" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"stocknum" text NOT NULL,
	"vin" text,
	"nvic" text,
	"has_nvic" boolean DEFAULT false NOT NULL,
	"regplate" text,
	"dealership_id" integer,
	"dealership_slug" text,
	"website" text,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"badge" text,
	"series" text,
	"colour" text,
	"interior_colour" text,
	"body" text,
	"simple_body" text,
	"bodyconfiguration" text,
	"doors" integer,
	"seats" integer,
	"drive" text,
	"item_type" text,
	"carsales_title" text,
	"gearnum" integer,
	"trans" text,
	"simple_transmission" text,
	"fuel" text,
	"simple_fuel" text,
	"engine_size" integer,
	"engine_size_litres" real,
	"km" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"before_price" integer,
	"subscription_price" integer,
	"offer_price" integer,
	"preorder" boolean DEFAULT false NOT NULL,
	"price_type" text,
	"car_type" text NOT NULL,
	"status" text NOT NULL,
	"tag" text,
	"reserved" boolean DEFAULT false NOT NULL,
	"certified" boolean DEFAULT false NOT NULL,
	"show_on_dealer_website" boolean DEFAULT true NOT NULL,
	"sold_date_timestamp" bigint,
	"payment_processors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"build_date" date,
	"compliance_date" date,
	"rego_expiry" date,
	"photos_count" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"primary_image_url" text,
	"video_url" text,
	"external_video_url" text,
	"spin_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spin_interior_image" text,
	"spin_code" text,
	"hotspots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dealercomments" text,
	"standardEquipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file" text,
	"youxQuote" jsonb,
	"finance_lenders" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"autograb_data" jsonb,
	"private_suburb" text,
	"private_postcode" text,
	"views" integer DEFAULT 0 NOT NULL,
	"location_id" integer,
	"location" jsonb,
	"variant" jsonb,
	"specifications" jsonb,
	"import_hash" text
);
--> statement-breakpoint
CREATE TABLE "dealerships" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"url" text,
	"make" text,
	"title" text,
	"logo_url" text,
	"manufacturer" text,
	"manufacturer_id" integer,
	"finance_provider" text,
	"include_sold_cars_days" integer,
	"override_city" text,
	"address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"idempotency_key" text,
	"category" text NOT NULL,
	"subcategory" text,
	"name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"postcode" text,
	"message" text,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text,
	"source" text DEFAULT 'Website' NOT NULL,
	"user_agent" text,
	"car_id" integer,
	"car_dealership_id" integer,
	"lead_attributes" jsonb DEFAULT '{"visited_pages":[],"linked_query_params":{}}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"dealership_id" integer,
	"dealership_slug" text,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"location_type" text DEFAULT '' NOT NULL,
	"location_subtype" text,
	"visible" boolean DEFAULT true NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"manufacturers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"distribution_locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dealer_license_number" text,
	"motor_vehicle_repairer" text,
	"image" jsonb,
	"average_rating" real,
	"review_count" integer,
	"address" jsonb NOT NULL,
	"contact_detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo_url" text
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"image_url" text,
	"cloudfront_new_image_url" text,
	"override_url" text,
	"manufacturer_body" text,
	"manufacturer_body2" text,
	"manufacturer_body3" text
);
--> statement-breakpoint
CREATE TABLE "offer_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text,
	"visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"dealership_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sanitized_description" text DEFAULT '' NOT NULL,
	"disclaimer" text DEFAULT '' NOT NULL,
	"category" text,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer,
	"manufacturer_id" integer,
	"model_id" integer,
	"image_url" text,
	"image_or_model_image" text,
	"excluded_website_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"start" timestamp with time zone,
	"expiry" timestamp with time zone,
	"position" jsonb NOT NULL,
	"display" text DEFAULT 'all' NOT NULL,
	"strictDisplay" boolean DEFAULT false NOT NULL,
	"car_type" text,
	"pinned" boolean DEFAULT false NOT NULL,
	"node" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_summaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"location_id" integer,
	"count" integer NOT NULL,
	"average_rating" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"location_id" integer,
	"image" jsonb,
	"customer_name" text NOT NULL,
	"text" text,
	"rating" real NOT NULL,
	"review_date" timestamp with time zone NOT NULL,
	"reply_text" text,
	"reply_date" timestamp with time zone,
	"source" text DEFAULT 'google' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"template" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"url" text,
	"image_url" text NOT NULL,
	"hide_overlay" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"start_hour" text,
	"end_hour" text,
	"name" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"phone" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"website" text,
	"dealership_slug" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"website_slug" text NOT NULL,
	"dealership_slug" text,
	"verification_type" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_cards" ADD CONSTRAINT "blog_cards_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_tiles" ADD CONSTRAINT "brand_tiles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_categories" ADD CONSTRAINT "offer_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_nodes" ADD CONSTRAINT "promo_nodes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_summaries" ADD CONSTRAINT "review_summaries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_summaries" ADD CONSTRAINT "review_summaries_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_hours" ADD CONSTRAINT "special_hours_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_hours" ADD CONSTRAINT "special_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_site_event" ON "analytics_events" USING btree ("site_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_site_stocknum" ON "cars" USING btree ("site_id","stocknum");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_site_slug" ON "cars" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "cars_site_status" ON "cars" USING btree ("site_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "dealerships_site_slug" ON "dealerships" USING btree ("site_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_site_idempotency" ON "leads" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_site_slug" ON "locations" USING btree ("site_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_site_slug" ON "manufacturers" USING btree ("site_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "models_site_slug" ON "models" USING btree ("site_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_categories_site_slug" ON "offer_categories" USING btree ("site_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "review_summaries_site_location" ON "review_summaries" USING btree ("site_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_phone" ON "users" USING btree ("site_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_user_car" ON "watchlist_entries" USING btree ("user_id","car_id");