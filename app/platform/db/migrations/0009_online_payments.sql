CREATE TABLE "online_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attempt_key" text NOT NULL,
	"reference" text NOT NULL,
	"paying_for" text NOT NULL,
	"paying_reference" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"payment_id" text,
	"decline_code" text,
	"lead_id" integer,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_site_attempt" ON "online_payments" USING btree ("site_id","attempt_key");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_reference" ON "online_payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "online_payments_user" ON "online_payments" USING btree ("site_id","user_id");