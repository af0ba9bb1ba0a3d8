import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, siteId } from "./sites";

/**
 * Trade-in and sell-your-car valuations (spec 000 section 7, valuation calls): the car as looked up
 * or typed, the adjustment answers with their ids, the estimate or why there is none, and the offer
 * acceptance with lead_id, form_completed and offer_accepted.
 */
export const valuations = pgTable(
  "valuations",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    /** Random, for the result page's address. */
    reference: text("reference").notNull(),
    rego: text("rego"),
    rego_state: text("rego_state"),
    vehicle: jsonb("vehicle")
      .$type<{ year: number; make: string; model: string; badge: string | null; km: number }>()
      .notNull(),
    adjustment_answers: jsonb("adjustment_answers").$type<{ id: string; answer: string }[]>().notNull(),
    estimate_low: integer("estimate_low"),
    estimate_high: integer("estimate_high"),
    refused_reason: text("refused_reason"),
    /** The car in stock the shopper trades toward, when there is one. */
    car_id: integer("car_id"),
    lead_id: integer("lead_id"),
    form_completed: boolean("form_completed").notNull().default(false),
    offer_accepted: boolean("offer_accepted").notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("valuations_reference").on(t.reference),
    index("valuations_site_created").on(t.site_id, t.created_at),
  ],
);
