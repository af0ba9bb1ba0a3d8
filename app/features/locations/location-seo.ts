import type { OpeningHours } from "~/platform/db/json-types";

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export interface DealerPlace {
  name: string;
  url: string;
  phone: string | null;
  address: { street: string; city: string; state: string; postcode: string };
  lat: number;
  long: number;
  /** The week of the location's main trade (sales, else service, else parts). */
  week: readonly OpeningHours[];
  image: string | null;
  rating: { average: number; count: number } | null;
  /** A franchise's manufacturer (the site's `manufacturer` and `manufacturer_id`), the brand it is an authorised dealer of. */
  brand?: { name: string; id: number | null } | null;
}

/** schema.org AutoDealer for one location: its address, place on the map, phone and opening hours. */
export function autoDealerJsonLd(place: DealerPlace): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    name: place.name,
    url: place.url,
    ...(place.phone ? { telephone: place.phone } : {}),
    ...(place.image ? { image: place.image } : {}),
    ...(place.brand
      ? {
          brand: {
            "@type": "Brand",
            name: place.brand.name,
            ...(place.brand.id ? { identifier: String(place.brand.id) } : {}),
          },
        }
      : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: place.address.street,
      addressLocality: place.address.city,
      addressRegion: place.address.state,
      postalCode: place.address.postcode,
      addressCountry: "AU",
    },
    geo: { "@type": "GeoCoordinates", latitude: place.lat, longitude: place.long },
    openingHoursSpecification: place.week
      .filter((day) => day.status === "open" && day.open && day.close)
      .map((day) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: `https://schema.org/${DAYS[day.weekday]}`,
        opens: day.open,
        closes: day.close,
      })),
    ...(place.rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: place.rating.average,
            reviewCount: place.rating.count,
          },
        }
      : {}),
  };
}
