import { data } from "react-router";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { filterLocations, LOCATION_FILTERS } from "./location-rules";
import { locationCard, siteLocations, type LocationCardView } from "./locations.server";

export interface LocatorPage {
  heading: string;
  filters: { label: string; href: string; current: boolean }[];
  cards: LocationCardView[];
}

/**
 * /dealer-locator, /dealerships and /dealerships/{make}?filter=brand (spec 001 section 2): the
 * site's locations sorted sales, service, parts; the grid's filters (`type`) are plain links.
 */
export async function loadLocatorPage(scope: SiteScope, url: URL, make: string | null): Promise<LocatorPage> {
  const all = await siteLocations(scope, make?.replace(/-/g, " ") ?? null);
  if (make && all.length === 0) throw data(null, { status: 404 });
  const type = url.searchParams.get("type") ?? "";
  const shown = LOCATION_FILTERS.some((f) => f.value === type) ? type : "";
  const href = (value: string) => {
    const query = new URLSearchParams(make ? { filter: "brand" } : {});
    if (value) query.set("type", value);
    return `${url.pathname}${query.size ? `?${query}` : ""}`;
  };
  return {
    heading: make ? `${make.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase())} dealerships` : "Our locations",
    filters: LOCATION_FILTERS.map((f) => ({ label: f.label, href: href(f.value), current: f.value === shown })),
    cards: filterLocations(all, shown).map((l) => locationCard(scope, l)),
  };
}
