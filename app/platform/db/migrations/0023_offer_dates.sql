ALTER TABLE "offers" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;