import type { SiteConfig } from "~/platform/tenancy/site-config";
import { slugify } from "~/platform/text/slug";
import type { CatalogueModel } from "./catalogue";
import type { DemoDealership } from "./generate-locations";
import type { DemoProfile } from "./profile";
import type { Random } from "./random";

const DAY = 86_400_000;

export function manufacturersAndModels(catalogue: CatalogueModel[]) {
  const makes = [...new Set(catalogue.map((m) => m.make))];
  return makes.map((make) => ({
    name: make,
    slug: slugify(make),
    logo_url: `/media/brand/${slugify(make)}.svg`,
    models: catalogue
      .filter((m) => m.make === make)
      .map((m) => ({
        name: m.model,
        slug: slugify(`${make} ${m.model}`),
        image_url: `/media/vehicle/${slugify(m.simple_body)}/white/three-quarter.svg`,
        manufacturer_body: m.simple_body,
      })),
  }));
}

export function brandTiles(dealerships: DemoDealership[]) {
  return dealerships
    .filter((d) => d.make)
    .map((d, position) => ({
      title: d.make ?? d.name,
      slug: slugify(d.make ?? d.name),
      make: d.make,
      url: d.url,
      logo: d.logo_url,
      banner: `/media/vehicle/suv/blue/three-quarter.svg`,
      description: `New, demo and used ${d.make} vehicles from ${d.name}.`,
      skipPage: false,
      position,
    }));
}

const offerCategories = [
  { name: "Finance offer", slug: "finance-offer" },
  { name: "Runout", slug: "runout" },
  { name: "Service", slug: "service" },
];

/** The offer categories a site has: a used-car dealer has no new-car runouts. */
export function siteOfferCategories(config: SiteConfig) {
  return config.template === "used" ? offerCategories.filter((c) => c.slug !== "runout") : offerCategories;
}

/** A capped-price service costs a few hundred dollars, not the price of the car. */
const SERVICE_PRICES = [249, 299, 349, 399, 449];

export function offers(config: SiteConfig, catalogue: CatalogueModel[], random: Random) {
  const models = catalogue.filter((_, i) => i % 3 === 0).slice(0, config.template === "group" ? 12 : 4);
  const categories = siteOfferCategories(config);
  return models.map((m, i) => {
    const category = categories[i % categories.length] ?? categories[0];
    const price =
      category?.slug === "service"
        ? random.pick(SERVICE_PRICES)
        : Math.round((m.price * (0.9 + random.next() * 0.05)) / 100) * 100;
    const description =
      category?.slug === "finance-offer"
        ? config.template === "used"
          ? `Finance any used ${m.make} ${m.model} in stock from a 7.49% p.a. comparison rate for approved applicants. Every car inspected and sold with a 3-month warranty.`
          : `Drive away a new ${m.make} ${m.model} with a comparison rate from 4.99% p.a. and no deposit for approved applicants. Offer available on selected stock while it lasts, at participating dealers only.`
        : category?.slug === "runout"
          ? `Runout pricing on the outgoing ${m.make} ${m.model}: $${price.toLocaleString("en-AU")} drive away.`
          : `A logbook service for your ${m.make} ${m.model} for $${price}, with a complimentary wash and vacuum.`;
    return {
      name: `${m.make} ${m.model} ${category?.name ?? "offer"}`,
      description,
      sanitized_description: description,
      disclaimer:
        "Offer valid for private buyers on vehicles ordered and delivered by 31 December. Not available with other offers. Excludes fleet, government and rental buyers.",
      category: category?.name ?? null,
      categories: [category?.slug ?? "finance-offer"],
      price,
      make: m.make,
      model_slug: slugify(`${m.make} ${m.model}`),
      // Each offer shows its own model's body in a paint of its own, not one red car for all of them.
      image_url: `/media/vehicle/${slugify(m.simple_body)}/${OFFER_PAINTS[i % OFFER_PAINTS.length]}/${i % 2 ? "side" : "three-quarter"}.svg`,
    };
  });
}

const OFFER_PAINTS = ["red", "blue", "white", "silver", "black", "orange", "green", "grey", "yellow", "bronze"];

const REVIEW_TEXT = [
  "Friendly team and no pressure. Picked up the car on time and it was spotless.",
  "Great experience from test drive to delivery, would buy here again.",
  "Sales staff explained the finance clearly and got us a fair price for our trade.",
  "Service department kept me updated all day. Very professional.",
  null,
  "Took a little longer than expected but they made it right.",
];
const NAMES = [
  "Olivia",
  "Jack",
  "Charlotte",
  "Noah",
  "Amelia",
  "William",
  "Isla",
  "Oliver",
  "Mia",
  "Leo",
  "Grace",
  "Lucas",
  "Chloe",
  "Henry",
  "Zoe",
];
const SURNAMES = ["Smith", "Nguyen", "Williams", "Brown", "Jones", "Singh", "Taylor", "Wilson", "Chen", "Martin"];

/** The review sample: exactly the profile's rating mix, in a shuffled order. */
export function reviews(profile: DemoProfile, random: Random, now: Date) {
  const [fives, fours, threes] = profile.ratingMix;
  const ratings = [...Array<number>(fives).fill(5), ...Array<number>(fours).fill(4), ...Array<number>(threes).fill(3)];
  return ratings.map((rating, i) => {
    const reviewDate = new Date(now.getTime() - random.int(1, 700) * DAY);
    const replied = random.chance(0.4);
    return {
      customer_name: `${NAMES[(i + random.int(0, 14)) % NAMES.length]} ${(SURNAMES[random.int(0, SURNAMES.length - 1)] ?? "S")[0]}.`,
      text: rating === 3 ? "Took a little longer than expected but they made it right." : random.pick(REVIEW_TEXT),
      rating,
      review_date: reviewDate,
      reply_text: replied ? "Thanks for the kind words, we look forward to seeing you again." : null,
      reply_date: replied ? new Date(reviewDate.getTime() + DAY) : null,
    };
  });
}

export function averageRating(ratings: number[]): string {
  if (ratings.length === 0) return "0.0";
  return (ratings.reduce((a, b) => a + b, 0) / ratings.length).toFixed(1);
}

export function slides(config: SiteConfig) {
  return [
    {
      name: config.home.hero_heading ?? config.name,
      description: config.home.hero_text ?? null,
      url: "/search/new-used-and-demo-cars",
      image_url: config.home.hero_image,
      position: 0,
    },
    {
      name: "Finance made simple",
      description: "Quick estimates with no impact on your credit score.",
      url: config.finance.page_path,
      image_url: "/media/vehicle/sedan/silver/side.svg",
      position: 1,
    },
    {
      name: "Book your next service",
      description: "Capped-price servicing by factory-trained technicians.",
      url: "/service",
      image_url: "/media/vehicle/ute/white/front.svg",
      position: 2,
    },
  ];
}

export function promoNodes(config: SiteConfig, now: Date) {
  return [
    {
      start: new Date(now.getTime() - 10 * DAY),
      expiry: new Date(now.getTime() + 60 * DAY),
      position: 8,
      display: "all",
      car_type: null,
      node: {
        title: "Get pre-approved",
        description: "Know your budget before you shop.",
        image_url: "/media/vehicle/sedan/blue/side.svg",
        url: config.finance.page_path,
        button_text: "Get Finance Now",
      },
    },
    {
      start: new Date(now.getTime() - 5 * DAY),
      expiry: new Date(now.getTime() + 30 * DAY),
      position: [9, 20],
      display: "used",
      car_type: "used",
      node: {
        // A dealer in caravans, bikes and trucks buys those: the promo says so and shows one.
        title: config.template === "commercial" ? "Sell us your vehicle" : "Sell us your car",
        description: "A fair offer in 24 hours.",
        image_url:
          config.template === "commercial"
            ? "/media/vehicle/caravan/white/side.svg"
            : "/media/vehicle/ute/grey/side.svg",
        url: "/sell-your-car",
        button_text: config.template === "commercial" ? "Value My Vehicle" : "Value My Car",
      },
    },
  ];
}
