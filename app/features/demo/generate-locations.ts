import type { ContactDetail, OpeningHours } from "~/platform/db/json-types";
import type { SiteConfig } from "~/platform/tenancy/site-config";
import { slugify } from "~/platform/text/slug";
import { places } from "./places";
import type { DemoProfile } from "./profile";
import type { Random } from "./random";

export interface DemoDealership {
  name: string;
  slug: string;
  make: string | null;
  title: string;
  url: string;
  logo_url: string;
  /** The makes this dealership sells: its own make, its item type's makes, or none for a used-car yard. */
  makes: string[];
}

export interface DemoLocation {
  dealership_slug: string;
  name: string;
  slug: string;
  location_type: "sales" | "service" | "parts";
  primary: boolean;
  manufacturers: string[];
  distribution_locations: string[];
  dealer_license_number: string;
  motor_vehicle_repairer: string;
  average_rating: number;
  review_count: number;
  address: {
    street: string;
    city: string;
    state: string;
    postcode: string;
    lat: number;
    long: number;
    place_url: string;
  };
  contact_detail: ContactDetail;
}

export interface DemoSpecialHours {
  location_slug: string;
  date: string;
  status: "closed" | "open";
  start_hour: string | null;
  end_hour: string | null;
  name: string;
}

const ITEM_TYPE_DEALERSHIPS: Record<string, string> = {
  truck: "Trucks",
  motorcycle: "Bikes",
  caravan: "Caravans",
  car: "Cars",
};

export function generateDealerships(config: SiteConfig, profile: DemoProfile): DemoDealership[] {
  // A commercial yard sells its utes and cab chassis from the truck side.
  const kindOf = (m: DemoProfile["catalogue"][number]) =>
    m.simple_body === "ute" || m.simple_body === "cab chassis" ? "truck" : m.item_type;
  const keyOf = (m: DemoProfile["catalogue"][number]) =>
    profile.dealershipPerMake ? m.make : profile.mix.used === 1 ? "" : (ITEM_TYPE_DEALERSHIPS[kindOf(m)] ?? "");
  const keys = [...new Set(profile.catalogue.map(keyOf))];
  const shortName = profile.dealershipPerMake
    ? config.name.replace(/\s*(Motor )?Group$/, "")
    : config.name.split(/[ ,]/)[0];
  return keys.map((key) => {
    const name = key ? `${shortName} ${key}` : config.name;
    const slug = slugify(name);
    return {
      name,
      slug,
      make: profile.dealershipPerMake ? key : null,
      title: name,
      url: profile.dealershipPerMake ? `/brands/${slugify(key)}` : "/",
      logo_url: `/media/brand/${slugify(key || config.name)}.svg`,
      makes: key ? [...new Set(profile.catalogue.filter((m) => keyOf(m) === key).map((m) => m.make))] : [],
    };
  });
}

const hours = (weekday: number, open: string | null, close: string | null): OpeningHours => ({
  weekday,
  status: open ? "open" : "closed",
  open,
  close,
  formated_hours: open && close ? `${open} - ${close}` : "Closed",
});

function weekHours(weekdayOpen: string, weekdayClose: string, saturday: [string, string] | null): OpeningHours[] {
  return [
    hours(0, null, null),
    ...[1, 2, 3, 4, 5].map((d) => hours(d, weekdayOpen, weekdayClose)),
    saturday ? hours(6, saturday[0], saturday[1]) : hours(6, null, null),
  ];
}

export function generateLocations(profile: DemoProfile, dealerships: DemoDealership[], random: Random): DemoLocation[] {
  const typeCycle: DemoLocation["location_type"][] = ["sales", "sales", "sales", "service", "sales", "parts"];
  return Array.from({ length: profile.locationCount }, (_, i) => {
    const town = profile.towns?.[i % profile.towns.length];
    const place = (places.find((p) => p.suburb === town) ?? places[(i * 7 + profile.seed) % places.length])!;
    const dealership = dealerships[i % dealerships.length] as DemoDealership;
    const location_type = i < dealerships.length ? "sales" : (typeCycle[i % typeCycle.length] ?? "sales");
    const name = `${dealership.name} ${place.suburb}${location_type === "sales" ? "" : ` ${location_type === "service" ? "Service" : "Parts"}`}`;
    const areaCode =
      { NSW: "02", ACT: "02", VIC: "03", TAS: "03", QLD: "07", SA: "08", WA: "08", NT: "08" }[place.state] ?? "02";
    const phone = `(${areaCode}) ${random.int(4000, 9899)} ${random.int(1000, 9999)}`;
    const streetNumber = random.int(1, 480);
    return {
      dealership_slug: dealership.slug,
      name,
      slug: slugify(name),
      location_type,
      primary: i === 0,
      manufacturers: dealership.makes,
      distribution_locations: i === 0 && !dealership.make ? ["Toowoomba Yard", "Dalby Depot"] : [],
      dealer_license_number: `MD${random.int(10000, 99999)}`,
      motor_vehicle_repairer: `MVRL${random.int(10000, 99999)}`,
      average_rating: Math.round((4 + random.next()) * 10) / 10,
      review_count: random.int(12, 640),
      address: {
        street: `${streetNumber} ${place.street}`,
        city: place.suburb,
        state: place.state,
        postcode: place.postcode,
        lat: place.lat + (random.next() - 0.5) / 100,
        long: place.long + (random.next() - 0.5) / 100,
        place_url: `https://maps.google.com/?q=${encodeURIComponent(`${streetNumber} ${place.street}, ${place.suburb} ${place.state} ${place.postcode}`)}`,
      },
      contact_detail: {
        phone: i % 17 === 16 ? null : phone,
        landline_phone: phone,
        opening_hours: {
          sales: weekHours("08:30", "17:30", ["08:30", "16:00"]),
          service: weekHours("07:30", "17:30", i % 2 === 0 ? ["08:00", "12:00"] : null),
          parts: weekHours("08:00", "17:00", ["08:00", "12:00"]),
        },
      },
    };
  });
}

export function generateSpecialHours(locations: DemoLocation[], now: Date): DemoSpecialHours[] {
  const year = now.getUTCFullYear();
  const holidays = [
    { date: `${year}-12-25`, name: "Christmas Day", status: "closed" as const },
    { date: `${year}-12-26`, name: "Boxing Day", status: "closed" as const },
    { date: `${year + 1}-01-01`, name: "New Year's Day", status: "closed" as const },
    { date: `${year + 1}-01-26`, name: "Australia Day", status: "open" as const },
  ];
  return locations.flatMap((location) =>
    holidays.map((h) => ({
      location_slug: location.slug,
      date: h.date,
      status: h.status,
      start_hour: h.status === "open" ? "10:00" : null,
      end_hour: h.status === "open" ? "15:00" : null,
      name: h.name,
    })),
  );
}
