CREATE TABLE "valuations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"reference" text NOT NULL,
	"rego" text,
	"rego_state" text,
	"vehicle" jsonb NOT NULL,
	"adjustment_answers" jsonb NOT NULL,
	"estimate_low" integer,
	"estimate_high" integer,
	"refused_reason" text,
	"car_id" integer,
	"lead_id" integer,
	"form_completed" boolean DEFAULT false NOT NULL,
	"offer_accepted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "valuations_reference" ON "valuations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "valuations_site_created" ON "valuations" USING btree ("site_id","created_at");