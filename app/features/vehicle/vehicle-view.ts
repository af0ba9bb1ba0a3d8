import { directionsHref } from "~/features/locations";
import {
  assumptionsText,
  calculatorSetup,
  carLender,
  COMPARISON_RATE_NOTE,
  financeHref,
  firstWeekly,
  lenderTerms,
  partnerEstimate,
  quoteTerms,
  type FinanceQuote,
} from "~/features/finance";
import { carVideo } from "./video-address";
import {
  cardTag,
  isTestDriveOnly,
  isTowed,
  kindNoun,
  vehicleKind,
  FEATURES_LIMIT,
  keyInformation,
  SPEC_ROWS_LIMIT,
  specificationRows,
  conditionLabel,
  favouriteAllowed,
  isSoldStatus,
  detailInStock,
  vehicleActions,
  advertisedPrice,
  priceDisplay,
} from "~/features/cars";
import type { Address, ContactDetail } from "~/platform/db/json-types";
import type { cars } from "~/platform/db/schema";
import type { SiteConfig } from "~/platform/tenancy/site-config";
import { formatMoney, formatNumber, telHref } from "~/ui/format";
import { breadcrumbJsonLd, vehicleBreadcrumb } from "./breadcrumb";
import { dealerComments } from "./dealer-comments";
import { dealerPhone, maskPhone } from "./dealer-phone";
import { FUEL_DEFAULTS, isElectric } from "./fuel-cost";
import { gallerySlides, showThumbnails } from "./gallery";
import { belowMarketBy } from "./market-gauge";
import { regoText } from "./rego-text";
import { carUrl, shareLinks } from "./share-links";
import { spinViews } from "./spin";
import { jsonLdScript } from "~/ui/json-ld";
import { vehicleDescription, vehicleJsonLd, vehicleTitle } from "./vehicle-seo";
import { siteToday } from "~/platform/text/dates";

export type CarRecord = typeof cars.$inferSelect;

export interface SiteLocation {
  id: number;
  name: string;
  slug: string;
  primary: boolean;
  location_type: string;
  address: Address;
  contact_detail: ContactDetail;
}

export interface VehicleRecord {
  car: CarRecord;
  /** The car's own location row, when it has one. */
  location: SiteLocation | null;
  /** The site's visible sales locations, primary first. */
  locations: SiteLocation[];
  knownModel: boolean;
  /** What the site sells, for the breadcrumb's listing ("New Vehicles", issue 36). */
  stockWords: string;
}

/** Which collapsible lists arrive open: the no-script Show All links set these in the address. */
export interface Expanded {
  features: boolean;
  specifications: boolean;
  comments: boolean;
}

const COMING_SOON_IMAGE = "/images/coming-soon.svg";
/** Spec 000 section 2: an embed address plays in a frame; any other address is a video file. */
const USED_CAR_CHECKS = [
  "PPSR check: no finance owing",
  "Not recorded as written off",
  "Not recorded as stolen",
  "Odometer reading verified",
  "Roadworthy inspection completed",
];
const DISCLAIMER =
  "While we make every effort to ensure the details of this vehicle are accurate, please confirm them with the dealer before you buy. Prices may exclude government charges where stated. Photos may show optional equipment.";

function itemNoun(itemType: string | null): string {
  const type = (itemType ?? "car").toLowerCase();
  return type === "motorcycle" ? "Motorcycle" : type === "truck" ? "Truck" : type === "caravan" ? "Caravan" : "Car";
}

export function belowMarketText(below: number | null): string | null {
  return below ? `${formatMoney(below)} below market average` : null;
}

/** Spec 000 section 2: 'Similar {type}s In-Stock', or 'Available' on subscription sites. */
export function similarHeading(itemType: string | null, subscriptions: boolean): string {
  return `Similar ${itemNoun(itemType)}s ${subscriptions ? "Available" : "In-Stock"}`;
}

function media(car: CarRecord, config: SiteConfig, inStock: boolean) {
  const images = car.images.length
    ? car.images
    : [{ image: { url: COMING_SOON_IMAGE }, thumb: { url: COMING_SOON_IMAGE } }];
  const slides = gallerySlides(images, car.name, config.vehicle.custom_slide);
  const hasSpin = inStock && car.spin_images.length > 1;
  const views = spinViews(hasSpin, Boolean(car.spin_interior_image));
  const videoUrl = car.video_url ?? car.external_video_url;
  const video = videoUrl ? carVideo(videoUrl) : null;
  return {
    slides,
    thumbnails: showThumbnails(images.length),
    video,
    spin: hasSpin
      ? {
          frames: car.spin_images,
          interior: car.spin_interior_image,
          hotspots: car.hotspots,
          views,
          defaultView: config.vehicle.default_media_view === "gallery" ? ("images" as const) : ("spin" as const),
          autoRotate: config.vehicle.spin_auto_rotate,
          intervalMs: config.vehicle.spin_auto_rotate_interval_ms,
        }
      : null,
  };
}

function locationCard(l: SiteLocation) {
  return {
    id: l.id,
    name: l.name,
    slug: l.slug,
    address: `${l.address.street}, ${l.address.city} ${l.address.state} ${l.address.postcode}`,
    phone: l.contact_detail.phone,
    directions: directionsHref(l.address),
    lat: l.address.lat,
    long: l.address.long,
  };
}

export type LocationCard = ReturnType<typeof locationCard>;

/**
 * Where the car is kept: its own yard (the sidebar's card, the "Located at" bar, the comments and the
 * revealed phone all name it), and the bottom block: that yard, or the site's yards with it first.
 */
function locationBlock(record: VehicleRecord, config: SiteConfig) {
  const own = record.location ? locationCard(record.location) : null;
  const kind = config.vehicle.location_block;
  const others = record.locations.filter((l) => l.id !== record.location?.id).map(locationCard);
  const cards = kind === "grid" ? [...(own ? [own] : []), ...others] : own ? [own] : [];
  return {
    kind,
    own,
    cards,
    hideBottomBlock:
      record.car.location_id !== null &&
      config.vehicle.bottom_block_hidden_location_ids.includes(record.car.location_id),
  };
}

/** Spec 000 section 2: 'Located at {city}' when the car's city differs from the primary location's. */
function announcement(record: VehicleRecord) {
  // A car kept away from the yard (a private or consigned sale) says where it is (issue 56).
  const { private_suburb: suburb, private_postcode: postcode } = record.car;
  if (suburb)
    return {
      text: `Located in ${[suburb, postcode].filter(Boolean).join(" ")}`,
      directions: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${suburb} ${postcode ?? ""}, Australia`)}`,
    };
  const city = record.car.location?.address.city ?? record.location?.address.city;
  const primary = record.locations.find((l) => l.primary) ?? record.locations[0];
  if (!city || !primary || primary.address.city === city) return null;
  const address = record.location?.address ?? record.car.location?.address;
  return { text: `Located at ${city}`, directions: address ? directionsHref(address) : null };
}

function phoneBox(record: VehicleRecord, config: SiteConfig) {
  if (!config.vehicle.call_dealer_box) return null;
  // Spec 000 section 4 (issue 56): the site's number for the car's type, then its new-car number,
  // then its used-car number; the yard's own number only where the site has none of these.
  const phone = dealerPhone(record.car.car_type, config.contact.phones, yardPhone(record));
  if (!phone) return null;
  return { masked: config.vehicle.mask_phone ? maskPhone(phone) : phone, phone, href: telHref(phone) };
}

/** The sales number of the yard that holds the car. */
function yardPhone(record: VehicleRecord): string | null {
  return record.location?.contact_detail.phone || record.car.location?.phone || null;
}

/** The car's lender, where the site's rules allow its figures: its terms are the page's repayment. */
export function vehicleLender(record: VehicleRecord, config: SiteConfig, now: Date) {
  const { car } = record;
  if (!detailInStock(car.status)) return null;
  const lenderCar = {
    status: car.status,
    price: advertisedPrice(car),
    year: car.year,
    dealership_slug: car.dealership_slug,
  };
  return carLender(car.finance_lenders, config, lenderCar, now);
}

/**
 * The page's one set of repayment assumptions (issue 36): the lender's terms, else the partner's
 * quote's, else the site's. The calculator starts from it, and the headline (the lender's teaser or
 * the partner's estimate) is its first answer, with the set printed beside it.
 */
function vehicleFinance(record: VehicleRecord, config: SiteConfig, now: Date, quote: FinanceQuote | null) {
  const price = advertisedPrice(record.car);
  const lender = vehicleLender(record, config, now);
  const partner = !lender && quote ? quoteTerms(quote) : null;
  const calculator = calculatorSetup(
    price,
    config,
    lender
      ? { source: "lender", terms: lenderTerms(lender, price) }
      : partner
        ? { source: "partner", terms: partner }
        : null,
  );
  const teaser = lender
    ? {
        weekly: firstWeekly(calculator),
        assumptions: assumptionsText(calculator),
        comparisonRate: lender.comparisonRate!,
      }
    : null;
  return {
    calculator,
    teaser,
    estimate: !lender && quote ? partnerEstimate(quote, calculator) : null,
  };
}

/** The teaser links to the site's finance page; with a lender it says the page's repayment and what it assumes. */
function financeTeaser(car: CarRecord, config: SiteConfig, teaser: ReturnType<typeof vehicleFinance>["teaser"]) {
  const href = financeHref(car, config.finance);
  // Spec 001 section 7, event 9: where the site opens the finance enquiry in a modal, its links do.
  const popup = config.finance.popup_form;
  if (!teaser?.weekly) return { href, popup, weekly: null, rates: null, note: null };
  return {
    href,
    popup,
    weekly: `${formatMoney(teaser.weekly)} per week`,
    rates: `${teaser.assumptions}; ${teaser.comparisonRate}% p.a. comparison rate*`,
    note: COMPARISON_RATE_NOTE,
  };
}

/** Spec 000 sections 3 and 4: what the favourite toggle, the watchlist save and the viewed-car list keep. */
function savingControls(car: VehicleRecord["car"], config: SiteConfig, advertised: number) {
  const identity = { id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model };
  const favourite = favouriteAllowed(
    { status: car.status, car_type: car.car_type, price: advertised, photos_count: car.photos_count },
    config.cards,
  );
  return {
    favourite: favourite ? { ...identity, primary_image_url: car.primary_image_url ?? "" } : null,
    watchlist: { id: car.id, title: car.name, sold: isSoldStatus(car.status) },
    viewed: { ...identity, stocknum: car.stocknum, body: car.body, simple_body: car.simple_body },
  };
}

export function vehicleView(
  record: VehicleRecord,
  config: SiteConfig,
  now: Date,
  expanded: Expanded,
  quote: FinanceQuote | null,
) {
  const { car } = record;
  const inStock = detailInStock(car.status);
  const price = priceDisplay(car, config.vehicle);
  const advertised = advertisedPrice(car);
  const url = carUrl(config.url, car.slug);
  const slidesAndSpin = media(car, config, inStock);
  const firstImage = slidesAndSpin.slides.find((s) => s.kind === "image")?.src ?? null;
  const absoluteImage = firstImage ? `${config.url.replace(/\/+$/, "")}${firstImage}` : null;
  const city = car.location?.address.city ?? record.location?.address.city ?? null;
  const comments = dealerComments(car.dealercomments);
  const features = car.standardEquipment;
  const specifications = specificationRows(car);
  const listingPrefix = config.search.used_car_path && car.car_type === "used" ? "used-car" : "search";
  const breadcrumb = vehicleBreadcrumb(car, record.knownModel, listingPrefix, record.stockWords);
  const tag = cardTag(
    { ...car, fuel: car.fuel, created_at_timestamp: Math.floor(car.created_at.getTime() / 1000) },
    { ...config.cards, just_arrived_label: "New Arrival" },
    Math.floor(now.getTime() / 1000),
  );
  const below = inStock ? belowMarketBy(advertised, car.autograb_data) : null;
  const finance = vehicleFinance(record, config, now, quote);
  return {
    car: {
      slug: car.slug,
      name: car.name,
      subtitle: [car.badge, car.series].filter(Boolean).join(" ") || null,
      status: car.status,
      stocknum: car.stocknum,
      car_type: car.car_type,
      /** "car", "caravan", "truck": what the page calls it (issue 57). */
      noun: kindNoun(vehicleKind(car)),
    },
    inStock,
    saving: savingControls(car, config, advertised),
    /** What the compare tray keeps of this car, while it is for sale. */
    compare: inStock ? { slug: car.slug, title: car.name, image: car.primary_image_url ?? "" } : null,
    tag,
    breadcrumb,
    price: inStock ? price : null,
    belowMarket: belowMarketText(below),
    views: car.views,
    /** What view.json is told the page shows (spec 000 section 7): its photos, its version and its site. */
    viewedAs: {
      photos_count: String(car.photos_count),
      updated_at: car.updated_at.toISOString(),
      website_id: config.slug,
    },
    media: slidesAndSpin,
    icons: glanceIcons(car),
    actions: vehicleActions(car, config),
    phone: phoneBox(record, config),
    location: locationBlock(record, config),
    announcement: announcement(record),
    keyInformation: keyInformation(car, conditionLabel(car.car_type)),
    features: { items: features, limit: FEATURES_LIMIT, expanded: expanded.features },
    specifications: { rows: specifications, limit: SPEC_ROWS_LIMIT, expanded: expanded.specifications },
    comments: { ...comments, expanded: expanded.comments },
    rego: regoText(car.rego_expiry, siteToday(config.time_zone, now), config.vehicle.show_unregistered),
    historyReport: car.file,
    // A caravan has no odometer to verify (issue 57).
    usedCarChecks:
      car.car_type !== "used"
        ? []
        : isTowed(vehicleKind(car))
          ? USED_CAR_CHECKS.filter((check) => !check.startsWith("Odometer"))
          : USED_CAR_CHECKS,
    disclaimer: DISCLAIMER,
    /** The feature banner's latest offers, where the site shows offers. */
    offers: !config.offers.excluded,
    fuel:
      isElectric(car.fuel) || !car.fuel
        ? null
        : { consumption: car.variant?.fuelconsumptioncombined ?? FUEL_DEFAULTS.consumption },
    delivery: config.vehicle.delivery_quotes.length ? config.vehicle.delivery_quotes : null,
    calculator: finance.calculator,
    estimate: finance.estimate,
    // Spec 001 section 4: a Test Drive Only car offers only the test drive, so no finance invitation (issue 56).
    // Nor for a car not yet in stock (issue 56): it offers Find Me Something Similar.
    financeTeaser:
      car.status === "in_stock" && !isTestDriveOnly(car.tag) ? financeTeaser(car, config, finance.teaser) : null,
    share: {
      url,
      links: shareLinks(url, car.name, config.vehicle.hide_twitter_share),
      copiesLink: config.vehicle.share_button_copies_link,
    },
    promoPopup: config.vehicle.promo_popup
      ? { ...config.vehicle.promo_popup, today: siteToday(config.time_zone, now) }
      : null,
    stickyBottomBar: config.vehicle.sticky_bottom_bar,
    /** Spec 000 section 2: the bar offers "Instant Message" in place of "Enquire Now" where the site has a chat widget. */
    instantMessage: config.integrations.chat_widget !== null,
    sections: config.vehicle.collapsible_sections,
    /** The Car Analysis download (spec 001 section 6), offered beside the market gauge where the site has it. */
    carAnalysisHref: config.integrations.car_analysis_download ? `/cars/${car.slug}/car-analysis.pdf` : null,
    print: config.vehicle.print_button,
    similarHeading: similarHeading(car.item_type, config.vehicle.subscriptions),
    seo: {
      title: vehicleTitle(car, config.name),
      description: vehicleDescription(car, advertised, city),
      canonical: url,
      image: absoluteImage,
      picture: firstImage ? { src: firstImage, alt: car.name } : null,
      jsonLd: jsonLdScript(
        vehicleJsonLd(car, { url, image: absoluteImage, price: advertised, sellerName: config.name }),
      ),
      breadcrumbJsonLd: jsonLdScript(breadcrumbJsonLd(breadcrumb, config.url, url)),
    },
  };
}

export type VehicleView = ReturnType<typeof vehicleView>;

/** The sidebar's three facts at a glance: a towed caravan's berths and ATM where a car's kilometres and gearbox go (issue 57). */
function glanceIcons(car: VehicleRecord["car"]): { label: string; value: string | null; glyph: string }[] {
  const body = { label: "Body", value: car.body ?? car.simple_body, glyph: "▭" };
  if (isTowed(vehicleKind(car))) {
    const { sleeps, aggregate_trailer_mass: atm } = car.specifications ?? {};
    return [
      { label: "Berths", value: sleeps ? `Sleeps ${sleeps}` : null, glyph: "☾" },
      { label: "ATM", value: atm ? `${formatNumber(atm)} kg ATM` : null, glyph: "⚖" },
      body,
    ];
  }
  return [
    { label: "Kilometres", value: `${formatNumber(car.km)} km`, glyph: "◷" },
    { label: "Transmission", value: car.simple_transmission ?? car.trans, glyph: "⚙" },
    body,
  ];
}
