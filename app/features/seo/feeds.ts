import type { CarLocation } from "~/platform/db/json-types";
import { imageUrl } from "~/platform/images/image-url";
import { escapeXml as xml } from "~/platform/text/escape-xml";

/**
 * Marketplace feeds of a site's stock: Google's vehicle listings (vehicle ads) as RSS 2.0 with the g:
 * namespace, and Meta's automotive inventory catalogue as CSV. Pure: the rows come from feeds.server.ts.
 */
export interface FeedCar {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  body: string | null;
  km: number;
  vin: string | null;
  colour: string | null;
  car_type: string;
  transmission: string | null;
  fuel: string | null;
  drive: string | null;
  /** The price a shopper sees (the offer price when there is one). */
  price: number;
  primary_image_url: string | null;
  description: string | null;
  location: CarLocation | null;
}

export type FeedRefusal = "no price" | "no image";

/** Both platforms refuse a listing without a price or a picture; so does the feed. */
export function feedRefusal(car: Pick<FeedCar, "price" | "primary_image_url">): FeedRefusal | null {
  if (car.price <= 10) return "no price";
  if (!car.primary_image_url) return "no image";
  return null;
}

export interface FeedSite {
  origin: string;
  name: string;
  phone: string | null;
}

const base = (origin: string) => origin.replace(/\/+$/, "");
/** A picture's address for a marketplace: JPEG through the image endpoint, which every platform reads. */
const imageLink = (origin: string, src: string) =>
  src.startsWith("http") ? src : `${base(origin)}${imageUrl(src, { width: 1280, format: "jpeg" })}`;
/** Dealer comments on one line (both platforms show plain text), or the car's name and odometer when there are none. */
const describe = (car: FeedCar) =>
  (car.description?.replace(/\s+/g, " ").trim() || `${car.name}, ${car.km.toLocaleString("en-AU")} km.`).slice(0, 5000);

export const GOOGLE_FEED_START = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n`;
export const googleFeedHead = (site: FeedSite) =>
  `${GOOGLE_FEED_START}<title>${xml(site.name)} vehicles</title>\n<link>${xml(base(site.origin))}/</link>\n<description>${xml(`Vehicles for sale at ${site.name}`)}</description>\n`;
export const GOOGLE_FEED_END = `</channel>\n</rss>\n`;

/** One vehicle listings item: id, title, description, link, image_link, price, condition, brand, model, year, mileage, vin, store_code, availability. */
export function googleItem(site: FeedSite, car: FeedCar): string {
  const fields: [string, string | null][] = [
    ["id", String(car.id)],
    ["title", car.name],
    ["description", describe(car)],
    ["link", `${base(site.origin)}/cars/${car.slug}`],
    ["image_link", imageLink(site.origin, car.primary_image_url!)],
    ["price", `${car.price.toFixed(2)} AUD`],
    ["condition", car.car_type === "new" ? "new" : "used"],
    ["brand", car.make],
    ["model", car.model],
    ["year", String(car.year)],
    ["mileage", `${car.km} km`],
    ["vin", car.vin],
    ["store_code", car.location?.slug ?? null],
    ["availability", "in_stock"],
    ["color", car.colour],
    ["body_style", car.body],
  ];
  return `<item>${fields
    .filter(([, v]) => v)
    .map(([k, v]) => `<g:${k}>${xml(v!)}</g:${k}>`)
    .join("")}</item>\n`;
}

export const META_COLUMNS = [
  "vehicle_id",
  "title",
  "description",
  "url",
  "make",
  "model",
  "year",
  "mileage.value",
  "mileage.unit",
  "image[0].url",
  "price",
  "state_of_vehicle",
  "vin",
  "body_style",
  "exterior_color",
  "transmission",
  "fuel_type",
  "drivetrain",
  "availability",
  "dealer_name",
  "dealer_phone",
  "address.addr1",
  "address.city",
  "address.region",
  "address.postal_code",
  "address.country",
] as const;

const csvField = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
export const metaFeedHead = () => `${META_COLUMNS.join(",")}\n`;

const upper = (text: string | null, known: Record<string, string>, other = "OTHER") =>
  known[(text ?? "").toLowerCase()] ?? other;
const BODY: Record<string, string> = {
  sedan: "SEDAN",
  hatch: "HATCHBACK",
  hatchback: "HATCHBACK",
  suv: "SUV",
  wagon: "WAGON",
  ute: "TRUCK",
  utility: "TRUCK",
  van: "VAN",
  "people mover": "MINIVAN",
  coupe: "COUPE",
  convertible: "CONVERTIBLE",
  "cab chassis": "TRUCK",
};
const FUEL: Record<string, string> = {
  petrol: "GASOLINE",
  diesel: "DIESEL",
  electric: "ELECTRIC",
  hybrid: "HYBRID",
  "plug-in hybrid": "PLUGIN_HYBRID",
  lpg: "OTHER",
};
const DRIVE: Record<string, string> = { "4wd": "4X4", "4x4": "4X4", awd: "AWD", fwd: "FWD", rwd: "RWD" };

/** One catalogue row in META_COLUMNS order, with Meta's enumerations for body, fuel, drive and state. */
export function metaRow(site: FeedSite, car: FeedCar): string {
  const address = car.location?.address;
  const values: Record<(typeof META_COLUMNS)[number], string> = {
    vehicle_id: String(car.id),
    title: car.name,
    description: describe(car),
    url: `${base(site.origin)}/cars/${car.slug}`,
    make: car.make,
    model: car.model,
    year: String(car.year),
    "mileage.value": String(car.km),
    "mileage.unit": "KM",
    "image[0].url": imageLink(site.origin, car.primary_image_url!),
    price: `${car.price} AUD`,
    state_of_vehicle: car.car_type === "new" ? "NEW" : "USED",
    vin: car.vin ?? "",
    body_style: upper(car.body, BODY),
    exterior_color: car.colour ?? "",
    transmission: /manual/i.test(car.transmission ?? "") ? "MANUAL" : car.transmission ? "AUTOMATIC" : "",
    fuel_type: upper(car.fuel, FUEL),
    drivetrain: upper(car.drive, DRIVE),
    availability: "AVAILABLE",
    dealer_name: car.location?.name ?? site.name,
    dealer_phone: car.location?.phone ?? site.phone ?? "",
    "address.addr1": address?.street ?? "",
    "address.city": address?.city ?? "",
    "address.region": address?.state ?? "",
    "address.postal_code": address?.postcode ?? "",
    "address.country": "AU",
  };
  return `${META_COLUMNS.map((column) => csvField(values[column])).join(",")}\n`;
}
