CREATE TABLE "promotion_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"promotion" text NOT NULL,
	"user_id" integer NOT NULL,
	"prize" text NOT NULL,
	"prize_index" integer NOT NULL,
	"code" text NOT NULL,
	"lead_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_one_per_shopper" ON "promotion_entries" USING btree ("site_id","promotion","user_id");--> statement-breakpoint
CREATE INDEX "promotion_entries_site" ON "promotion_entries" USING btree ("site_id","created_at");