CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"card_brand" text,
	"card_last4" text,
	"description" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"return_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"attempt_key" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
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
ALTER TABLE "payments" ADD CONSTRAINT "payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_site_idempotency_key" ON "payments" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_per_car" ON "reservations" USING btree ("car_id") WHERE status in ('holding', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_site_attempt" ON "reservations" USING btree ("site_id","attempt_key");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_reference" ON "reservations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "reservations_site_created" ON "reservations" USING btree ("site_id","created_at");