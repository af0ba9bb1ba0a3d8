CREATE TABLE "site_config_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"number" integer NOT NULL,
	"config" jsonb NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "published_version_id" integer;--> statement-breakpoint
ALTER TABLE "site_config_versions" ADD CONSTRAINT "site_config_versions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_config_versions_number" ON "site_config_versions" USING btree ("site_id","number");