ALTER TABLE "reservations" ADD COLUMN "holder_address" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "holder_user" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
UPDATE "reservations" SET "held_until" = "created_at" + interval '15 minutes' WHERE "held_until" IS NULL;
