import { POSTCODE_MESSAGE } from "~/features/leads";
import { logger } from "~/platform/logging/logger.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { localGeocoder, type Geocoder } from "./geocoder.server";
import { filterLocations, LOCATION_FILTERS, LOCATOR_PAGE_SIZE } from "./location-rules";
import type { LocatorPage } from "./locator-page";
import { locationCard, siteLocations } from "./locations.server";
import { byDistance, distanceLabel, POSTCODE_PATTERN, type Coordinates } from "./nearest";
import { requestedPage } from "~/platform/http/page-number";

/** Spec 001 section 8: what the maps service found nothing for. */
export const UNKNOWN_POSTCODE = "Invalid postcode";

async function geocode(geocoder: Geocoder, postcode: string): Promise<Coordinates | null> {
  try {
    return await geocoder.postcode(postcode);
  } catch (error) {
    logger.warn({ err: error }, "The maps service failed; the postcode is placed from the bundled table");
    return localGeocoder.postcode(postcode);
  }
}

/** The postcode box: 4 digits ('Invalid postcode. Please enter a 4-digit number.'), then a place for it ('Invalid postcode'). */
async function placeShopper(
  geocoder: Geocoder,
  postcode: string,
): Promise<{ from: Coordinates | null; error: string | null }> {
  if (!postcode) return { from: null, error: null };
  if (!POSTCODE_PATTERN.test(postcode)) return { from: null, error: POSTCODE_MESSAGE };
  const from = await geocode(geocoder, postcode);
  return from ? { from, error: null } : { from: null, error: UNKNOWN_POSTCODE };
}

/**
 * /dealer-locator, /dealerships and /dealerships/{make}?filter=brand (spec 001 section 2): the
 * site's locations sorted sales, service, parts, or nearest first to a postcode, 21 a page; the
 * grid's filters (`type`), the postcode and the page are plain GET parameters. Null for a make the
 * site has no locations for.
 */
export async function loadLocatorPage(
  scope: SiteScope,
  geocoder: Geocoder,
  url: URL,
  make: string | null,
): Promise<LocatorPage | null> {
  const all = await siteLocations(scope, make?.replace(/-/g, " ") ?? null);
  if (make && all.length === 0) return null;
  const type = url.searchParams.get("type") ?? "";
  const shown = LOCATION_FILTERS.some((f) => f.value === type) ? type : "";
  const postcode = (url.searchParams.get("postcode") ?? "").trim().slice(0, 12);
  const { from, error } = await placeShopper(geocoder, postcode);
  const href = (value: string, keepPostcode: boolean, page = 1) => {
    const query = new URLSearchParams(make ? { filter: "brand" } : {});
    if (value) query.set("type", value);
    if (keepPostcode && from) query.set("postcode", postcode);
    if (page > 1) query.set("page", String(page));
    return `${url.pathname}${query.size ? `?${query}` : ""}`;
  };
  const filtered = filterLocations(all, shown);
  const ordered = from
    ? byDistance(filtered, from, (l) =>
        Number.isFinite(l.address.lat) && Number.isFinite(l.address.long) ? l.address : null,
      )
    : filtered.map((item) => ({ item, km: null }));
  const pages = Math.max(1, Math.ceil(ordered.length / LOCATOR_PAGE_SIZE));
  const current = Math.min(requestedPage(url.searchParams), pages);
  const shownHere = ordered.slice((current - 1) * LOCATOR_PAGE_SIZE, current * LOCATOR_PAGE_SIZE);
  return {
    heading: make ? `${make.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase())} dealerships` : "Our locations",
    filters: LOCATION_FILTERS.map((f) => ({ label: f.label, href: href(f.value, true), current: f.value === shown })),
    nearest: { postcode, error, type: shown, clearHref: href(shown, false) },
    total: ordered.length,
    pagination: { current, hrefs: Array.from({ length: pages }, (_, i) => href(shown, true, i + 1)) },
    cards: shownHere.map(({ item, km }) => ({
      ...locationCard(scope, item),
      distance: km === null ? null : `${distanceLabel(km)} away`,
    })),
  };
}
