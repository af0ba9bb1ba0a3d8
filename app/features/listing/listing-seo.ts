import { listingHref, withPage, type ListingPathOptions, type ListingState } from "./listing-url";

export interface ListingRobots {
  /** The listing's own address on the site's domain, campaign tags left off; page 2 and on are their own. */
  canonical: string;
  /** Landings (all stock, a car type, body, dealership, make, or make and model in the path) are indexed; any other choice is `noindex, follow`. */
  index: boolean;
}

/**
 * Issue 21's canonical policy for listings: the tidy path forms are the pages search engines keep. A
 * listing with a filter's whole list opened (`show`) is the same listing: canonical to it, not indexed.
 */
export function listingRobots(state: ListingState, options: ListingPathOptions, origin: string): ListingRobots {
  const firstPage = listingHref(withPage(state, 1), options);
  return {
    canonical: `${origin.replace(/\/+$/, "")}${listingHref({ ...state, show: undefined }, options)}`,
    index: !firstPage.includes("?"),
  };
}

/**
 * schema.org ItemList of the cars on this page of a listing, in the order shown, numbered across
 * pages: position and address, as search engines read a summary page whose items have pages of their own.
 */
export function listingItemList(
  origin: string,
  cars: readonly { slug: string }[],
  firstPosition: number,
): Record<string, unknown> {
  const base = origin.replace(/\/+$/, "");
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: cars.map((car, i) => ({
      "@type": "ListItem",
      position: firstPosition + i,
      url: `${base}/cars/${car.slug}`,
    })),
  };
}
