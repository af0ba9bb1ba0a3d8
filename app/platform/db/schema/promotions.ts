import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, siteId } from "./sites";

/** One spin per signed-in shopper per promotion (spec 001 section 2, /spin-to-win), and what it won. */
export const promotion_entries = pgTable(
  "promotion_entries",
  {
    id: serial("id").primaryKey(),
    site_id: siteId(),
    promotion: text("promotion").notNull(),
    user_id: integer("user_id").notNull(),
    prize: text("prize").notNull(),
    prize_index: integer("prize_index").notNull(),
    /** What the shopper shows the dealer to claim the prize. */
    code: text("code").notNull(),
    lead_id: integer("lead_id"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("promotion_entries_one_per_shopper").on(t.site_id, t.promotion, t.user_id),
    index("promotion_entries_site").on(t.site_id, t.created_at),
  ],
);
