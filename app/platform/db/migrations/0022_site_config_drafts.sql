CREATE TABLE "site_config_drafts" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"base_number" integer NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"staff_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_config_drafts" ADD CONSTRAINT "site_config_drafts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;