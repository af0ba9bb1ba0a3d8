ALTER TABLE "finance_applications" ADD COLUMN "lead_key" text;--> statement-breakpoint
UPDATE "finance_applications" SET "lead_key" = "leads"."idempotency_key" FROM "leads" WHERE "leads"."id" = "finance_applications"."lead_id" AND "leads"."site_id" = "finance_applications"."site_id";
