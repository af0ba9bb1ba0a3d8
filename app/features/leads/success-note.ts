/** What a stored lead is acknowledged with. */
export interface LeadReceipt {
  /** Null while the lead waits in the journal for the database to come back. */
  lead_id: number | null;
  category: string;
  subcategory: string | null;
  event_id: number;
  car_slug: string | null;
}

/** The success page's cookie: the stored success category of spec 000 section 4, and the event to push. */
export const SUCCESS_COOKIE = "lead_success";

export function encodeReceipt(receipt: LeadReceipt): string {
  return encodeURIComponent(JSON.stringify(receipt));
}

export function decodeReceipt(value: string | undefined): LeadReceipt | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as Partial<LeadReceipt>;
    if ((typeof parsed.lead_id !== "number" && parsed.lead_id !== null) || typeof parsed.category !== "string" || typeof parsed.event_id !== "number") return null;
    return {
      lead_id: parsed.lead_id,
      category: parsed.category,
      subcategory: typeof parsed.subcategory === "string" ? parsed.subcategory : null,
      event_id: parsed.event_id,
      car_slug: typeof parsed.car_slug === "string" ? parsed.car_slug : null,
    };
  } catch {
    return null;
  }
}

/** The thank-you heading for what was sent. */
export function successHeading(receipt: LeadReceipt | null): string {
  if (!receipt) return "Thank you";
  if (receipt.category === "Test Drive") return "Thanks for booking a test drive";
  if (receipt.subcategory === "Request More Photos") return "Thanks, we'll send you more photos";
  if (receipt.subcategory === "Find me something similar") return "Thanks, we'll find you something similar";
  return "Thanks for your enquiry";
}

export function successText(receipt: LeadReceipt | null): string {
  if (!receipt) return "A member of our team will be in touch shortly.";
  const reference = receipt.lead_id === null ? "" : ` (reference ${receipt.lead_id})`;
  return `We have received your ${receipt.subcategory ?? receipt.category}${reference} and a member of our team will be in touch shortly.`;
}
