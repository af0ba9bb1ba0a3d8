CREATE TABLE "import_column_maps" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"columns_key" text NOT NULL,
	"column_map" jsonb NOT NULL,
	"staff_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_imports" ADD COLUMN "column_map" jsonb;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "new_photos_first" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "import_column_maps" ADD CONSTRAINT "import_column_maps_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_column_maps_site_columns" ON "import_column_maps" USING btree ("site_id","columns_key");--> statement-breakpoint
CREATE INDEX "cars_vin_head" ON "cars" USING btree (left("vin", 8));