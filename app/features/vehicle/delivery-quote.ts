import type { SiteConfig } from "~/platform/tenancy/site-config";

export const DELIVERY_POSTCODE_REQUIRED = "Please enter a postcode.";
export const DELIVERY_NO_QUOTE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

export type DeliveryRegion = SiteConfig["vehicle"]["delivery_quotes"][number];
export type DeliveryAnswer = { price: number; name: string } | { error: string };

/** Spec 000 sections 5 and 8: a postcode is required; the quote is the region whose range holds it. */
export function deliveryQuote(postcode: string, regions: DeliveryRegion[]): DeliveryAnswer {
  const trimmed = postcode.trim();
  if (trimmed === "") return { error: DELIVERY_POSTCODE_REQUIRED };
  const code = /^\d{4}$/.test(trimmed) ? Number(trimmed) : NaN;
  const region = regions.find((r) => code >= r.postcode_from && code <= r.postcode_to);
  return region ? { price: region.price, name: region.name } : { error: DELIVERY_NO_QUOTE };
}
