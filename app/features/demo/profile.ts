import type { SiteConfig } from "~/platform/tenancy/site-config";
import type { CatalogueModel } from "./catalogue";
import { commercialCatalogue } from "./catalogue-commercial";
import { passengerCatalogue } from "./catalogue-passenger";

/** How much and what kind of demo stock a site of each template gets. */
export interface DemoProfile {
  carCount: number;
  catalogue: CatalogueModel[];
  /** Share of new, demo and used cars. */
  mix: { new: number; demo: number; used: number };
  /** Dealerships are one per make when true, else one per item type. */
  dealershipPerMake: boolean;
  locationCount: number;
  reviewCount: number;
  /** Ratings of the site-wide review sample: [five stars, four, three]. */
  ratingMix: [number, number, number];
  seed: number;
  /** The towns its yards are in, where the site's own phone numbers put it (issue 57: an (07) number sells from Queensland). */
  towns?: string[];
}

export function demoProfile(config: SiteConfig): DemoProfile {
  switch (config.template) {
    case "group":
      return {
        carCount: 1400,
        catalogue: passengerCatalogue,
        mix: { new: 0.4, demo: 0.15, used: 0.45 },
        dealershipPerMake: true,
        locationCount: 52,
        reviewCount: 120,
        ratingMix: [70, 40, 10],
        seed: 101,
      };
    case "used":
      // 254 reviews averaging 4.6: 158 five-star, 90 four-star and 6 three-star (1168 / 254 = 4.598).
      return {
        carCount: 520,
        catalogue: passengerCatalogue,
        mix: { new: 0, demo: 0, used: 1 },
        dealershipPerMake: false,
        locationCount: 2,
        reviewCount: 254,
        ratingMix: [158, 90, 6],
        seed: 202,
      };
    case "commercial":
      return {
        carCount: 380,
        catalogue: commercialCatalogue,
        mix: { new: 0.4, demo: 0.05, used: 0.55 },
        dealershipPerMake: false,
        locationCount: 3,
        reviewCount: 40,
        ratingMix: [28, 10, 2],
        seed: 303,
        towns: ["Roma", "Toowoomba", "Townsville"],
      };
    case "franchise":
      return {
        carCount: 300,
        catalogue: passengerCatalogue.slice(0, 6),
        mix: { new: 0.5, demo: 0.2, used: 0.3 },
        dealershipPerMake: true,
        locationCount: 1,
        reviewCount: 60,
        ratingMix: [40, 16, 4],
        seed: 404,
      };
  }
}
