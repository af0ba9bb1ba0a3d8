CREATE TABLE "car_price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"old_price" integer NOT NULL,
	"new_price" integer NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"url" text NOT NULL,
	"format" text NOT NULL,
	"schedule" text NOT NULL,
	"full_feed" boolean DEFAULT false NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"source" text NOT NULL,
	"feed_id" integer,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"full_feed" boolean DEFAULT false NOT NULL,
	"body" text,
	"status" text NOT NULL,
	"counts" jsonb NOT NULL,
	"bad" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "car_price_changes" ADD CONSTRAINT "car_price_changes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_price_changes" ADD CONSTRAINT "car_price_changes_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_feeds" ADD CONSTRAINT "inventory_feeds_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_imports" ADD CONSTRAINT "inventory_imports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_imports" ADD CONSTRAINT "inventory_imports_feed_id_inventory_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."inventory_feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_price_changes_car" ON "car_price_changes" USING btree ("site_id","car_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_feeds_site_url" ON "inventory_feeds" USING btree ("site_id","url");--> statement-breakpoint
CREATE INDEX "inventory_feeds_due" ON "inventory_feeds" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "inventory_imports_site" ON "inventory_imports" USING btree ("site_id","created_at");