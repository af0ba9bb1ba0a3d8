import type { SiteConfig } from "~/platform/tenancy/site-config";
import { generateCars, type DemoCar } from "./car-factory";
import { generateDealerships, generateLocations, type DemoDealership, type DemoLocation } from "./generate-locations";
import { demoProfile, type DemoProfile } from "./profile";
import { seededRandom, type Random } from "./random";

export interface DemoStock {
  profile: DemoProfile;
  /** Carries on where the stock left off, for the site's other content. */
  random: Random;
  dealerships: DemoDealership[];
  locations: DemoLocation[];
  cars: DemoCar[];
}

/** A site's dealerships, locations and cars: the same on every machine for the same site and day. */
export function demoStock(config: SiteConfig, now: Date): DemoStock {
  const profile = demoProfile(config);
  const random = seededRandom(profile.seed);
  const dealerships = generateDealerships(config, profile);
  const locations = generateLocations(profile, dealerships, random);
  const cars = generateCars(
    { catalogue: profile.catalogue, mix: profile.mix, stockPrefix: profile.seed, locations, now },
    profile.carCount,
    random,
  );
  return { profile, random, dealerships, locations, cars };
}
