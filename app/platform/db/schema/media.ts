import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, siteId } from "./sites";

/**
 * Uploads written to the media store whose row is not yet committed (issue 53). A key is entered
 * here before its file is written and leaves in the transaction that stores the row naming it; a
 * key still here after a grace period belongs to a write that died, and the sweeper deletes its file.
 */
export const media_pending = pgTable(
  "media_pending",
  {
    key: text("key").primaryKey(),
    site_id: siteId(),
    created_at: createdAt(),
  },
  (t) => [index("media_pending_created").on(t.created_at)],
);
