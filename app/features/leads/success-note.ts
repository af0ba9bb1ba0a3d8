/** What a stored lead is acknowledged with. */
export interface LeadReceipt {
  /** Null while the lead waits in the journal for the database to come back. */
  lead_id: number | null;
  category: string;
  subcategory: string | null;
  event_id: number;
  car_slug: string | null;
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
