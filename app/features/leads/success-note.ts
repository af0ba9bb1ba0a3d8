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
export function successHeading(receipt: LeadReceipt): string {
  if (receipt.category === "Test Drive") return "Thanks for booking a test drive";
  if (receipt.subcategory === "Request More Photos") return "Thanks, we'll send you more photos";
  if (receipt.subcategory === "Find me something similar") return "Thanks, we'll find you something similar";
  return "Thanks for your enquiry";
}

const REFERENCE_SPACE = 36 ** 6;
/** Knuth's multiplicative constant: coprime with 36^6, so different leads get different references. */
const SCRAMBLE = 2_654_435_761;

/**
 * The reference a shopper quotes and the dealer's e-mail carries: six letters and digits worked from
 * the lead's number, so it tells nobody how many leads the site has had.
 */
export function leadReference(leadId: number): string {
  const code = Number((BigInt(leadId) * BigInt(SCRAMBLE)) % BigInt(REFERENCE_SPACE));
  return code.toString(36).toUpperCase().padStart(6, "0");
}

export function successText(receipt: LeadReceipt): string {
  const reference = receipt.lead_id === null ? "" : ` (reference ${leadReference(receipt.lead_id)})`;
  return `We have received your ${receipt.subcategory ?? receipt.category}${reference} and a member of our team will be in touch shortly.`;
}
