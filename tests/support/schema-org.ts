/**
 * The schema.org types the sites publish, with the properties schema.org defines for each (those we
 * use, from the type's page on schema.org, inherited ones included) and those Google's rich results
 * require. `schemaOrgProblems` names every property a type does not have, every required one missing,
 * and every nested object of a type not listed here, so a misspelt or invented property fails a test.
 */
const TYPES: Record<string, { properties: string[]; required: string[] }> = {
  Car: {
    properties: [
      "name",
      "url",
      "image",
      "brand",
      "model",
      "vehicleModelDate",
      "bodyType",
      "color",
      "fuelType",
      "vehicleTransmission",
      "vehicleIdentificationNumber",
      "mileageFromOdometer",
      "itemCondition",
      "offers",
      "description",
      "driveWheelConfiguration",
      "numberOfDoors",
      "seatingCapacity",
    ],
    required: ["name", "brand", "model", "offers"],
  },
  Brand: { properties: ["name", "logo", "url"], required: ["name"] },
  QuantitativeValue: { properties: ["value", "unitCode", "unitText", "minValue", "maxValue"], required: ["value"] },
  Offer: {
    properties: ["url", "priceCurrency", "price", "availability", "seller", "itemCondition", "priceValidUntil"],
    required: ["priceCurrency", "availability"],
  },
  AutoDealer: {
    properties: [
      "name",
      "url",
      "telephone",
      "image",
      "address",
      "geo",
      "openingHoursSpecification",
      "aggregateRating",
      "priceRange",
      "email",
      "logo",
    ],
    required: ["name"],
  },
  PostalAddress: {
    properties: ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"],
    required: ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"],
  },
  GeoCoordinates: { properties: ["latitude", "longitude"], required: ["latitude", "longitude"] },
  OpeningHoursSpecification: {
    properties: ["dayOfWeek", "opens", "closes", "validFrom", "validThrough"],
    required: ["dayOfWeek", "opens", "closes"],
  },
  AggregateRating: {
    properties: ["ratingValue", "reviewCount", "ratingCount", "bestRating", "worstRating"],
    required: ["ratingValue"],
  },
  ItemList: { properties: ["itemListElement", "numberOfItems", "name", "url"], required: ["itemListElement"] },
  ListItem: { properties: ["position", "url", "name", "item"], required: ["position"] },
  BreadcrumbList: { properties: ["itemListElement"], required: ["itemListElement"] },
};

const DAYS = /^https:\/\/schema\.org\/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;

export function schemaOrgProblems(value: unknown, at = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => schemaOrgProblems(item, `${at}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  const node = value as Record<string, unknown>;
  const type = node["@type"];
  if (typeof type !== "string") return [`${at} has no @type`];
  const known = TYPES[type];
  if (!known) return [`${at}: ${type} is not a type these pages should publish`];
  const problems: string[] = [];
  for (const key of Object.keys(node)) {
    if (key.startsWith("@")) continue;
    if (!known.properties.includes(key)) problems.push(`${at}: ${type} has no property ${key}`);
    problems.push(...schemaOrgProblems(node[key], `${at}.${key}`));
  }
  for (const key of known.required)
    if (node[key] === undefined || node[key] === "") problems.push(`${at}: ${type} needs ${key}`);
  if (type === "OpeningHoursSpecification") {
    if (!DAYS.test(String(node.dayOfWeek)))
      problems.push(`${at}: dayOfWeek ${String(node.dayOfWeek)} is not a schema.org DayOfWeek`);
    for (const key of ["opens", "closes"])
      if (!/^\d{2}:\d{2}(:\d{2})?$/.test(String(node[key])))
        problems.push(`${at}: ${key} ${String(node[key])} is not hh:mm`);
  }
  if (at === "$" && node["@context"] !== "https://schema.org")
    problems.push(`$: @context is ${String(node["@context"])}`);
  return problems;
}

/** Every JSON-LD block of a page, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json]) =>
    JSON.parse(json!),
  );
}
