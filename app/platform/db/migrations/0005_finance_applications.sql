CREATE TABLE "finance_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"reference" text NOT NULL,
	"data" jsonb NOT NULL,
	"additional_data" jsonb NOT NULL,
	"lead_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finance_applications" ADD CONSTRAINT "finance_applications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_applications_reference" ON "finance_applications" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "finance_applications_site" ON "finance_applications" USING btree ("site_id","created_at");