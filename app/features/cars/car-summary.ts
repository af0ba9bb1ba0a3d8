import type { SiteConfig } from "~/platform/tenancy/site-config";
import { conditionLabel } from "./card-view";
import { priceDisplay, type PricedCar, type PriceDisplay } from "./price-display";
import { isSoldStatus } from "./search-car";

/** A car as the watchlist, favourites and compare pages read it, with the spec's field names. */
export interface CarSummaryRecord extends PricedCar {
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

export interface CarSummaryView {
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
}

export function carSummaryView(
  car: CarSummaryRecord,
  config: Pick<SiteConfig["vehicle"], "subscriptions" | "no_price_text">,
): CarSummaryView {
  const sold = isSoldStatus(car.status);
  return {
    id: car.id,
    slug: car.slug,
    href: `/cars/${car.slug}`,
    title: `${car.year} ${car.make} ${car.model}`,
    subtitle: car.badge,
    image: car.primary_image_url,
    price: priceDisplay(car, config),
    sold,
    statusLabel: sold
      ? "Sold"
      : car.status === "coming_soon"
        ? "Coming soon"
        : `${conditionLabel(car.car_type)}, in stock`,
  };
}

/** The price as one line of text: "$24,990", or "$149/week" for a subscription. */
export function priceText(price: PriceDisplay): string {
  return price.kind === "subscription" ? `${price.text}${price.suffix}` : price.text;
}
