ALTER TABLE "staff_audit" ADD COLUMN "write_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_audit_write_key" ON "staff_audit" USING btree ("site_id","write_key");