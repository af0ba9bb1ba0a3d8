import type { FinanceLenderSummary } from "~/platform/db/json-types";

/**
 * One car as the search index holds it: the facet, sort and text fields, plus what a result card
 * shows. Field names are the spec's (spec 000 section 3, Car and Search facet attributes).
 */
export interface SearchCar {
  id: number;
  slug: string;
  name: string;
  stocknum: string;
  vin: string | null;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  colour: string | null;
  body: string | null;
  /** The body as the feed names it ("Pop Top", "Dual Cab Pick-up"): words a shopper may type. */
  feed_body: string | null;
  drive: string | null;
  seats: number | null;
  doors: number | null;
  /** A caravan's berths (its `specifications.sleeps`). */
  sleeps: number | null;
  /** The variant's braked towing capacity, in kg. */
  towing_capacity: number | null;
  /** The variant's combined fuel use in L/100 km; 0 for an electric car, which burns none. */
  fuel_economy: number | null;
  /** A caravan's payload: its ATM less its tare, in kg (issue 57). */
  payload: number | null;
  /** The licence it needs, from its variant: "LAMS" for a learner-approved motorcycle (issue 57). */
  licence_class: string | null;
  item_type: string | null;
  transmission: string | null;
  fuel: string | null;
  km: number;
  /** The advertised price: the offer price when above 10, else the price (spec 000 section 4). */
  price: number;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  price_type: string | null;
  preorder: boolean;
  car_type: string;
  status: string;
  tag: string | null;
  reserved: boolean;
  certified: boolean;
  show_on_dealer_website: boolean;
  /** Seconds since the epoch, as the spec's field name says. */
  sold_date_timestamp: number | null;
  /** Seconds since the epoch. */
  created_at_timestamp: number;
  custom_rank: number;
  photos_count: number;
  primary_image_url: string | null;
  views: number;
  dealership_slug: string | null;
  dealership_name: string | null;
  location_id: number | null;
  location_name: string | null;
  city: string | null;
  state: string | null;
  /** The lender the site's finance provider names for this car (or the car's first), with its terms. */
  finance_lenders: Record<string, FinanceLenderSummary> | null;
  /** The finance partner's quote stored for this price (the feed's, or the quote keeper's), with its terms where it says them. */
  weekly_quote: {
    weeklyRepaymentAmount: number;
    advertisedRate?: number;
    terms?: { termYears: number; deposit: number; establishmentFee: number };
  } | null;
  /** Days a sold car stays listed for this car's dealer, when the dealer sets it (0 to 14). */
  dealer_sold_days: number | null;
  /** The bands of the advertised price and of the weekly repayment its card shows (spec 000 section 3). */
  price_range: string | null;
  weekly_price_range: string | null;
  /** The list facets (car-groups.ts): the named features of its equipment, and the kinds of vehicle it counts as. */
  filtered_features: string[];
  categories: string[];
}

/** "Sold" in the listing's sense: any status that is neither in stock nor coming soon. */
export function isSoldStatus(status: string): boolean {
  return status !== "in_stock" && status !== "coming_soon";
}
