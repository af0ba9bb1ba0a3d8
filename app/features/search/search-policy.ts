import type { SiteConfig } from "~/platform/tenancy/site-config";
import { isSoldStatus, type SearchCar } from "~/features/cars";

/** The per-site rules that decide which cars a listing may show and how sold cars are grouped. */
export interface SearchPolicy {
  /** Spec 000 section 4: some sites list in_stock, coming_soon and recently sold cars; the rest list in_stock only. */
  stock_filter: boolean;
  include_sold_cars_days: number;
  collapse_sold_runs: boolean;
  price_sort_excludes_zero: boolean;
  /** Seconds since the epoch. */
  now: number;
}

export function searchPolicy(config: SiteConfig, now: Date): SearchPolicy {
  return {
    stock_filter: config.search.stock_filter,
    include_sold_cars_days: config.search.include_sold_cars_days,
    collapse_sold_runs: config.search.collapse_sold_runs,
    price_sort_excludes_zero: config.search.price_sort_excludes_zero,
    now: Math.floor(now.getTime() / 1000),
  };
}

const DAY = 86_400;

/** Whether the car may appear in this site's search results at all. */
export function isListed(
  car: Pick<SearchCar, "show_on_dealer_website" | "status" | "sold_date_timestamp" | "dealer_sold_days">,
  policy: SearchPolicy,
): boolean {
  if (!car.show_on_dealer_website) return false;
  if (car.status === "in_stock") return true;
  if (!policy.stock_filter) return false;
  if (car.status === "coming_soon") return true;
  if (car.status !== "sold" || car.sold_date_timestamp === null) return false;
  const days = car.dealer_sold_days ?? policy.include_sold_cars_days;
  return car.sold_date_timestamp >= policy.now - days * DAY;
}

/**
 * Spec 000 section 2: a run of consecutive sold cars shows only its first, unless every hit is sold,
 * when all are shown.
 */
export function collapseSoldRuns<T extends Pick<SearchCar, "status">>(ordered: T[]): T[] {
  if (ordered.every((c) => isSoldStatus(c.status))) return ordered;
  return ordered.filter((car, i) => !isSoldStatus(car.status) || i === 0 || !isSoldStatus(ordered[i - 1]!.status));
}
