import { index, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, siteId } from "./sites";

/**
 * Applications the embedded finance partner received (spec 001 section 7, create-customer): what a
 * real partner would keep, so its local application page can show the shopper what was sent. The
 * reference in the page's address is random, so one shopper cannot read another's.
 */
export const finance_applications = pgTable(
  "finance_applications",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    reference: text("reference").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    additional_data: jsonb("additional_data").$type<Record<string, unknown>>().notNull(),
    /** The finance enquiry's lead, by its idempotency key: the lead is stored while the application is made (spec 001 section 7). */
    lead_key: text("lead_key"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("finance_applications_reference").on(t.reference),
    index("finance_applications_site").on(t.site_id, t.created_at),
  ],
);
