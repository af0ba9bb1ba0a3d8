import { conditionLabel } from "~/features/search/card-view";
import { isSoldStatus } from "~/features/search/search-car";
import { priceDisplay, type PricedCar, type PriceDisplay } from "~/features/vehicle/price-display";
import type { SiteConfig } from "~/platform/tenancy/site-config";
import { formatNumber } from "~/ui/format";

/** A car as the watchlist, favourites and compare pages read it, with the spec's field names. */
export interface SavedCarRecord extends PricedCar {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  car_type: string;
  status: string;
  km: number;
  body: string | null;
  transmission: string | null;
  fuel: string | null;
  engine_size_litres: number | null;
  seats: number | null;
  drive: string | null;
  colour: string | null;
  location_name: string | null;
  primary_image_url: string | null;
}

/** Compare page rows, in the order. */
export const COMPARE_ROWS = ["Price", "Year", "Kilometres", "Body", "Transmission", "Fuel", "Engine", "Seats", "Drive", "Colour", "Location"] as const;
export type CompareRow = (typeof COMPARE_ROWS)[number];

export interface SavedCarView {
  id: number;
  slug: string;
  href: string;
  title: string;
  subtitle: string | null;
  image: string | null;
  price: PriceDisplay;
  /** Spec 000 section 4: in_stock and coming_soon are available; any other status is sold. */
  sold: boolean;
  statusLabel: string;
  specs: Record<CompareRow, string>;
}

const DASH = "–";
const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === "" ? DASH : String(value));

function priceText(price: PriceDisplay): string {
  return price.kind === "subscription" ? `${price.text}${price.suffix}` : price.text;
}

export function savedCarView(car: SavedCarRecord, config: Pick<SiteConfig["vehicle"], "subscriptions" | "no_price_text">): SavedCarView {
  const sold = isSoldStatus(car.status);
  const price = priceDisplay(car, config);
  return {
    id: car.id,
    slug: car.slug,
    href: `/cars/${car.slug}`,
    title: `${car.year} ${car.make} ${car.model}`,
    subtitle: car.badge,
    image: car.primary_image_url,
    price,
    sold,
    statusLabel: sold ? "Sold" : car.status === "coming_soon" ? "Coming soon" : `${conditionLabel(car.car_type)}, in stock`,
    specs: {
      Price: priceText(price),
      Year: String(car.year),
      Kilometres: `${formatNumber(car.km)} km`,
      Body: text(car.body),
      Transmission: text(car.transmission),
      Fuel: text(car.fuel),
      Engine: car.engine_size_litres ? `${car.engine_size_litres.toFixed(1)} L` : DASH,
      Seats: text(car.seats),
      Drive: text(car.drive),
      Colour: text(car.colour),
      Location: text(car.location_name),
    },
  };
}

export const MAX_COMPARED = 3;

/** `?cars=a,b,c` as at most three distinct slugs, in the order given. */
export function comparedSlugs(param: string | null): string[] {
  const slugs = (param ?? "").split(",").map((s) => s.trim()).filter((s) => /^[a-z0-9-]{1,200}$/.test(s));
  return [...new Set(slugs)].slice(0, MAX_COMPARED);
}

export function compareHref(slugs: string[]): string {
  return slugs.length ? `/compare?cars=${slugs.slice(0, MAX_COMPARED).join(",")}` : "/compare";
}
