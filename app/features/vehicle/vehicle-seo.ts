import { formatMoney, formatNumber } from "~/ui/format";

export interface SeoCar {
  name: string;
  slug: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  body: string | null;
  colour: string | null;
  fuel: string | null;
  trans: string | null;
  km: number;
  vin: string | null;
  car_type: string;
  status: string;
  dealercomments: string | null;
}

/** schema.org availability from the car's status: coming_soon is a pre-order; any other non-stock status is sold out. */
export function availability(status: string): string {
  if (status === "in_stock") return "https://schema.org/InStock";
  if (status === "coming_soon") return "https://schema.org/PreOrder";
  return "https://schema.org/SoldOut";
}

export function vehicleTitle(car: SeoCar, siteName: string): string {
  return `${car.name} | ${siteName}`;
}

export function vehicleDescription(car: SeoCar, advertisedPrice: number, city: string | null): string {
  const condition = car.car_type === "new" ? "New" : car.car_type === "demo" ? "Demo" : "Used";
  const parts = [
    `${condition} ${car.year} ${car.make} ${car.model}${car.badge ? ` ${car.badge}` : ""}`,
    advertisedPrice > 10 ? formatMoney(advertisedPrice) : null,
    car.car_type === "new" ? null : `${formatNumber(car.km)} km`,
    car.trans,
    car.fuel,
    city ? `at our ${city} dealership` : null,
  ].filter(Boolean);
  return `${parts.join(", ")}. View photos, specifications and finance options.`;
}

/** schema.org Car with an Offer in AUD; the price is left out when the car has none to advertise. */
export function vehicleJsonLd(
  car: SeoCar,
  input: { url: string; image: string | null; price: number; sellerName: string },
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Car",
    name: car.name,
    url: input.url,
    ...(input.image ? { image: input.image } : {}),
    brand: { "@type": "Brand", name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    ...(car.body ? { bodyType: car.body } : {}),
    ...(car.colour ? { color: car.colour } : {}),
    ...(car.fuel ? { fuelType: car.fuel } : {}),
    ...(car.trans ? { vehicleTransmission: car.trans } : {}),
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    mileageFromOdometer: { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" },
    itemCondition: car.car_type === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition",
    offers: {
      "@type": "Offer",
      url: input.url,
      priceCurrency: "AUD",
      ...(input.price > 10 ? { price: input.price } : {}),
      availability: availability(car.status),
      seller: { "@type": "AutoDealer", name: input.sellerName },
    },
  };
}
