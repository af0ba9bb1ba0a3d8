import { byDistance, placePostcode } from "~/features/locations";

/**
 * Issue 54: every lead belongs to a yard, so it reaches the people who sell there. The car's yard;
 * for a lead without a car, the yard the shopper chose (a location or a dealership on the form),
 * else the sales yard nearest their postcode, else the site's primary sales yard.
 */
export interface Yard {
  id: number;
  slug: string;
  name: string;
  dealership_slug: string | null;
  primary: boolean;
  sells: boolean;
  lat: number | null;
  long: number | null;
}

export interface LeadPlace {
  carYardId: number | null;
  /** The location the form sent, by slug or name (book a test drive, service, parts). */
  location: string | null;
  /** The dealership the shopper chose on a general enquiry. */
  dealershipSlug: string | null;
  postcode: string | null;
}

const primaryFirst = (yards: Yard[]) => [...yards].sort((a, b) => Number(b.primary) - Number(a.primary) || a.id - b.id);

export function leadYard(place: LeadPlace, yards: readonly Yard[]): Yard | null {
  const byId = place.carYardId !== null ? yards.find((y) => y.id === place.carYardId) : undefined;
  if (byId) return byId;
  const chosen = place.location ? yards.find((y) => y.slug === place.location || y.name === place.location) : undefined;
  if (chosen) return chosen;
  const sales = yards.filter((y) => y.sells);
  const ofDealership = place.dealershipSlug ? sales.filter((y) => y.dealership_slug === place.dealershipSlug) : [];
  if (ofDealership.length) return primaryFirst(ofDealership)[0]!;
  const from = place.postcode ? placePostcode(place.postcode) : null;
  if (from && sales.length) {
    const [nearest] = byDistance(sales, from, (y) =>
      y.lat !== null && y.long !== null ? { lat: y.lat, long: y.long } : null,
    );
    if (nearest?.km != null) return nearest.item;
  }
  return primaryFirst(sales)[0] ?? primaryFirst([...yards])[0] ?? null;
}
