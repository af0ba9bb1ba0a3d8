/** What a stored lead is acknowledged with. */
export interface LeadReceipt {
  /** Null while the lead waits in the journal for the database to come back. */
  lead_id: number | null;
  category: string;
  subcategory: string | null;
  event_id: number;
  car_slug: string | null;
  /** A test drive's time and yard in plain words ("Sat 28 Nov, 9:00 am at Geelong"), repeated on the thank-you page. */
  appointment?: string | null;
}

/** The thank-you heading for what was sent. */
export function successHeading(receipt: LeadReceipt): string {
  if (receipt.category === "Test Drive") return "Thanks for booking a test drive";
  if (receipt.category === "Inspection") return "Thanks for booking an inspection";
  if (receipt.subcategory === "Request More Photos") return "Thanks, we'll send you more photos";
  if (receipt.subcategory === "Find me something similar") return "Thanks, we'll find you something similar";
  return "Thanks for your enquiry";
}

/** Letters and digits nobody mistakes when read aloud or written down: no 0/O, no 1/I/L. */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERENCE_LENGTH = 6;
export const REFERENCE_SPACE = BigInt(REFERENCE_ALPHABET.length) ** BigInt(REFERENCE_LENGTH);
/** Knuth's multiplicative constant: coprime with 31^6, so different leads get different references. */
export const SCRAMBLE = 2_654_435_761n;
/**
 * The one reference a shopper quotes and the dealer sees, for a lead and for the reservation,
 * payment or application it records: six characters worked from the lead's number, so it tells
 * nobody how many leads the site has had.
 */
export function leadReference(leadId: number): string {
  let code = (BigInt(leadId) * SCRAMBLE) % REFERENCE_SPACE;
  let text = "";
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    text = REFERENCE_ALPHABET[Number(code % 31n)]! + text;
    code /= 31n;
  }
  return text;
}

export function successText(receipt: LeadReceipt): string {
  const reference = receipt.lead_id === null ? "" : ` (reference ${leadReference(receipt.lead_id)})`;
  return `We have received your ${receipt.subcategory ?? receipt.category}${reference} and a member of our team will be in touch shortly.`;
}
