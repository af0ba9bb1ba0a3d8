import type { lead_deliveries } from "~/platform/db/schema";

/** A channel a lead is delivered through. */
export type SinkName = (typeof lead_deliveries.$inferInsert)["sink"];

/** One lead as `npm run leads` prints it: who, about what, and where each delivery stands. */
export interface LeadReportRow {
  lead_id: number;
  received: string;
  category: string;
  subcategory: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  stock_number: string | null;
  spam: boolean;
  deliveries: {
    sink: SinkName;
    status: string;
    attempts: number;
    next_attempt_at: string | null;
    last_error: string | null;
  }[];
}
