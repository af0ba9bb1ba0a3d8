import { listingHref, withPage, type ListingPathOptions, type ListingState } from "./listing-url";

export interface ListingRobots {
  /** The listing's own address on the site's domain, campaign tags left off; page 2 and on are their own. */
  canonical: string;
  /** Landings (all stock, a car type, body, dealership, make, or make and model in the path) are indexed; any other choice is `noindex, follow`. */
  index: boolean;
}

/** Issue 21's canonical policy for listings: the tidy path forms are the pages search engines keep. */
export function listingRobots(state: ListingState, options: ListingPathOptions, origin: string): ListingRobots {
  const firstPage = listingHref(withPage(state, 1), options);
  return { canonical: `${origin.replace(/\/+$/, "")}${listingHref(state, options)}`, index: !firstPage.includes("?") };
}
