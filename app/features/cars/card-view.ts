import { priceDisplay, type PriceDisplay } from "./price-display";
import type { SiteConfig } from "~/platform/tenancy/site-config";
import { formatNumber } from "~/ui/format";
import { isTestDriveOnly } from "./car-availability";
import { cardTag, type CardTag } from "./card-tag";
import type { SearchCar } from "./search-car";

/** What one result card shows (spec 000 section 2, Car card; spec 001 section 2, Search result cards). */
export interface CarCardView {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  title: string;
  subtitle: string | null;
  image: string;
  location: string | null;
  price: PriceDisplay;
  weekly: { text: string; assumptions: string } | null;
  details: { condition: string; transmission: string | null; odometer: string; fuel: string | null } | null;
  tag: CardTag | null;
  views: number | null;
  /** What the card offers: a car for sale its page and an enquiry; Test Drive Only its page and the test drive; a sold car something similar. */
  offers: "enquire" | "test-drive" | "similar";
  favourite: boolean;
}

const COMING_SOON_IMAGE = "/images/coming-soon.svg";

/** Whether a car's card shows a weekly repayment: the site's cards show one and the car is in stock at a real price. */
export function cardShowsWeekly(car: Pick<SearchCar, "status" | "price">, config: SiteConfig): boolean {
  return config.cards.weekly_price && car.status === "in_stock" && car.price > 10;
}

/**
 * A car's card. `weeklyOf` words its weekly repayment ('$N per week' and the rate and terms behind
 * it): the finance area's rule, handed in by the caller so the car's own rules stay free of finance.
 */
export function carCardView(
  car: SearchCar,
  config: SiteConfig,
  nowSeconds: number,
  weeklyOf: (car: SearchCar) => CarCardView["weekly"],
): CarCardView {
  const inStock = car.status === "in_stock";
  const forSale = inStock || car.status === "coming_soon";
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    make: car.make,
    model: car.model,
    title: `${car.year} ${car.make} ${car.model}`,
    subtitle: [car.badge, car.series].filter(Boolean).join(" ") || null,
    image: car.status === "coming_soon" || !car.primary_image_url ? COMING_SOON_IMAGE : car.primary_image_url,
    location: car.location_name ?? car.city,
    price: priceDisplay(car, config.vehicle),
    weekly: cardShowsWeekly(car, config) ? weeklyOf(car) : null,
    details: forSale
      ? {
          condition: conditionLabel(car.car_type),
          transmission: car.transmission,
          odometer: `${formatNumber(car.km)} km`,
          fuel: car.fuel,
        }
      : null,
    tag: cardTag(car, config.cards, nowSeconds),
    views: config.cards.show_view_count ? car.views : null,
    offers: !forSale ? "similar" : isTestDriveOnly(car.tag) ? "test-drive" : "enquire",
    favourite: favouriteAllowed(car, config.cards),
  };
}

/** Spec 000 section 4: in stock only; some sites also need a used car with a price and an image. */
export function favouriteAllowed(
  car: Pick<SearchCar, "status" | "car_type" | "price" | "photos_count">,
  cards: SiteConfig["cards"],
): boolean {
  if (car.status !== "in_stock") return false;
  if (!cards.favourites_require_used_priced_with_image) return true;
  return car.car_type === "used" && car.price > 0 && car.photos_count >= 1;
}

export function conditionLabel(carType: string): string {
  return carType === "new" ? "New" : carType === "demo" ? "Demo" : "Used";
}
