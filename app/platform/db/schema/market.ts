import { integer, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";
import { siteId } from "./sites";

/**
 * Issue 55: the market across every dealer on the platform, one row per segment (cars.market_segment)
 * and site, over the other sites' cars of that segment only: a dealer reads their market without
 * their own stock in it, and never another dealer's name or car. Recomputed by the market worker
 * when a car of the segment changes; a page reads it ready.
 */
export const market_figures = pgTable(
  "market_figures",
  {
    segment: text("segment").notNull(),
    site_id: siteId(),
    /** Other dealers' priced cars of the segment, sold and for sale. */
    comparables: integer("comparables").notNull(),
    /** How many other dealers they belong to. */
    dealers: integer("dealers").notNull(),
    /** For sale now (in stock or coming soon). */
    for_sale: integer("for_sale").notNull(),
    asking_median: integer("asking_median"),
    asking_p10: integer("asking_p10"),
    asking_p90: integer("asking_p90"),
    /** The asking prices' spread: standard deviation over mean, for the gauge's confidence. */
    asking_spread: real("asking_spread"),
    sold: integer("sold").notNull(),
    /** The price they sold at: their price when marked sold. */
    sold_median: integer("sold_median"),
    /** Median days from arriving to being sold. */
    days_to_sell: integer("days_to_sell"),
    computed_at: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.segment, t.site_id] })],
);

/** Segments whose figures are out of date: marked by a trigger on cars, drained by the market worker. */
export const market_dirty = pgTable("market_dirty", {
  segment: text("segment").primaryKey(),
  marked_at: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
});
