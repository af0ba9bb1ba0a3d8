import { z } from "zod";
import type { LeadReceipt } from "./success-note";

export type { LeadReceipt };

const ReceiptSchema = z.object({
  lead_id: z.number().int().nullable(),
  category: z.string(),
  subcategory: z.string().nullable().catch(null),
  event_id: z.number().int(),
  car_slug: z.string().nullable().catch(null),
  appointment: z.string().max(200).nullable().optional().catch(null),
});

/** A receipt as the flash carried it, or null when it is not one. */
export function readReceipt(value: unknown): LeadReceipt | null {
  const parsed = ReceiptSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
