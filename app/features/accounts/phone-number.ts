/** Spec 001 section 5: the phone must validate before a code is sent; "61" becomes a leading 0 on submit. */
export const REQUIRED_MESSAGE = "This is a required field.";
export const MOBILE_MESSAGE = "Please enter a valid Australian mobile number, for example 0412 345 678.";

/** A typed Australian mobile number as 04XXXXXXXX (from 04..., 614... or +614...), or null. */
export function localMobile(typed: string): string | null {
  const digits = typed.replace(/[\s\-().]/g, "");
  const match = /^(?:\+?61|0)(4\d{8})$/.exec(digits);
  return match ? `0${match[1]}` : null;
}

/** The international form an SMS is sent to: 0412345678 becomes +61412345678. */
export function internationalMobile(local: string): string {
  return `+61${local.replace(/^0/, "")}`;
}

export function mobileError(typed: string): string | null {
  if (!typed.trim()) return REQUIRED_MESSAGE;
  return localMobile(typed) ? null : MOBILE_MESSAGE;
}
