import type { LocationCardView } from "./locations.server";

export interface NearestSearch {
  postcode: string;
  error: string | null;
  /** The type filter the search keeps. */
  type: string;
  /** Where the filters and Clear keep or drop the postcode. */
  clearHref: string;
}

export interface LocatorPage {
  heading: string;
  /** How many locations the filters keep, across every page. */
  total: number;
  /** The page shown (1-based) and each page's address, filters and postcode kept. */
  pagination: { current: number; hrefs: string[] };
  filters: { label: string; href: string; current: boolean }[];
  nearest: NearestSearch;
  cards: (LocationCardView & { distance: string | null })[];
}
