/**
 * The reviewed words shoppers use for the listing's filters (issue 38). Each phrase names a facet and
 * the values it may mean, in the order they are tried; a value counts only where the site's own stock
 * has it, so nothing here is tied to one dealer. Phrases are matched as whole words, longest first.
 */
export type SynonymFacet =
  | "body"
  | "fuel"
  | "transmission"
  | "drive"
  | "car_type"
  | "categories"
  | "filtered_features"
  | "make"
  | "model"
  | "item_type";

export const SYNONYMS: Readonly<Record<string, readonly (readonly [SynonymFacet, readonly string[]])[]>> = {
  // Bodies and sizes
  suv: [["body", ["suv", "SUV", "Wagon"]]],
  suvs: [["body", ["suv", "SUV"]]],
  "4x4": [["drive", ["4x4", "4WD"]]],
  "4wd": [["drive", ["4WD", "4x4"]]],
  "four wheel drive": [["drive", ["4WD", "4x4"]]],
  awd: [["drive", ["AWD"]]],
  "all wheel drive": [["drive", ["AWD"]]],
  fwd: [["drive", ["FWD"]]],
  rwd: [["drive", ["RWD"]]],
  ute: [["body", ["ute", "Utility", "Ute"]]],
  utes: [["body", ["ute", "Utility", "Ute"]]],
  utility: [["body", ["ute", "Utility"]]],
  "dual cab": [["body", ["ute", "Utility", "Dual Cab"]]],
  "double cab": [["body", ["ute", "Utility", "Dual Cab"]]],
  "cab chassis": [["body", ["cab chassis", "Cab Chassis"]]],
  hatch: [["body", ["hatch", "Hatchback"]]],
  hatchback: [["body", ["hatch", "Hatchback"]]],
  "small car": [["body", ["hatch", "Hatchback"]]],
  "city car": [["body", ["hatch", "Hatchback"]]],
  sedan: [["body", ["sedan", "Sedan"]]],
  wagon: [["body", ["wagon", "Wagon"]]],
  "station wagon": [["body", ["wagon", "Wagon"]]],
  coupe: [["body", ["coupe", "Coupe"]]],
  "sports car": [["body", ["coupe", "Coupe", "convertible", "Convertible"]]],
  "sports cars": [["body", ["coupe", "Coupe", "convertible", "Convertible"]]],
  convertible: [["body", ["convertible", "Convertible", "Cabriolet"]]],
  cabriolet: [["body", ["convertible", "Convertible", "Cabriolet"]]],
  van: [["body", ["van", "Van"]]],
  "people mover": [["body", ["people mover", "People Mover"]]],
  "people movers": [["body", ["people mover", "People Mover"]]],
  minivan: [["body", ["people mover", "People Mover"]]],
  "family car": [["categories", ["Family"]]],
  "family cars": [["categories", ["Family"]]],
  family: [["categories", ["Family"]]],
  "off road": [["categories", ["4x4 and off-road"]]],
  "off-road": [["categories", ["4x4 and off-road"]]],
  offroad: [["categories", ["4x4 and off-road"]]],
  "work vehicle": [["categories", ["Work"]]],
  tradie: [["categories", ["Work"]]],
  luxury: [["categories", ["Premium"]]],
  premium: [["categories", ["Premium"]]],
  // Caravans, bikes and trucks
  caravan: [["item_type", ["caravan"]]],
  caravans: [["item_type", ["caravan"]]],
  "off road caravan": [
    ["item_type", ["caravan"]],
    ["categories", ["4x4 and off-road"]],
  ],
  "pop top": [["body", ["pop top", "Pop Top", "Pop-Top"]]],
  motorhome: [["body", ["motorhome", "Motorhome"]]],
  campervan: [["body", ["motorhome", "Motorhome", "Campervan"]]],
  lams: [["categories", ["LAMS approved"]]],
  "lams approved": [["categories", ["LAMS approved"]]],
  "learner approved": [["categories", ["LAMS approved"]]],
  "learner bike": [["categories", ["LAMS approved"]]],
  "learner legal": [["categories", ["LAMS approved"]]],
  "off road van": [
    ["item_type", ["caravan"]],
    ["categories", ["4x4 and off-road"]],
  ],
  "off-road van": [
    ["item_type", ["caravan"]],
    ["categories", ["4x4 and off-road"]],
  ],
  "off-road caravan": [
    ["item_type", ["caravan"]],
    ["categories", ["4x4 and off-road"]],
  ],
  motorbike: [["item_type", ["motorcycle"]]],
  motorbikes: [["item_type", ["motorcycle"]]],
  motorcycle: [["item_type", ["motorcycle"]]],
  bike: [["item_type", ["motorcycle"]]],
  bikes: [["item_type", ["motorcycle"]]],
  "adventure bike": [
    ["item_type", ["motorcycle"]],
    ["body", ["adventure", "Adventure"]],
  ],
  truck: [["item_type", ["truck"]]],
  trucks: [["item_type", ["truck"]]],
  tipper: [["body", ["tipper", "Tipper"]]],
  // Fuel and gearbox
  diesel: [["fuel", ["Diesel"]]],
  petrol: [["fuel", ["Petrol", "Unleaded", "Premium Unleaded"]]],
  unleaded: [["fuel", ["Petrol", "Unleaded"]]],
  hybrid: [["fuel", ["Hybrid", "Plug-in Hybrid"]]],
  "plug in hybrid": [["fuel", ["Plug-in Hybrid", "Hybrid"]]],
  phev: [["fuel", ["Plug-in Hybrid", "Hybrid"]]],
  electric: [["fuel", ["Electric"]]],
  ev: [["fuel", ["Electric"]]],
  evs: [["fuel", ["Electric"]]],
  auto: [["transmission", ["Automatic"]]],
  automatic: [["transmission", ["Automatic"]]],
  manual: [["transmission", ["Manual"]]],
  // Condition
  new: [["car_type", ["new"]]],
  demo: [["car_type", ["demo"]]],
  demonstrator: [["car_type", ["demo"]]],
  used: [["car_type", ["used"]]],
  "second hand": [["car_type", ["used"]]],
  "pre owned": [["car_type", ["used"]]],
  "pre-owned": [["car_type", ["used"]]],
  // Makes and models by their short and misspelt names
  merc: [["make", ["Mercedes-Benz"]]],
  mercedes: [["make", ["Mercedes-Benz"]]],
  benz: [["make", ["Mercedes-Benz"]]],
  vw: [["make", ["Volkswagen"]]],
  volksy: [["make", ["Volkswagen"]]],
  chev: [["make", ["Chevrolet"]]],
  chevy: [["make", ["Chevrolet"]]],
  beemer: [["make", ["BMW"]]],
  harley: [["make", ["Harley-Davidson"]]],
  landy: [["make", ["Land Rover"]]],
  "range rover": [["make", ["Land Rover"]]],
  // Features
  carplay: [["filtered_features", ["Apple CarPlay"]]],
  "apple carplay": [["filtered_features", ["Apple CarPlay"]]],
  "android auto": [["filtered_features", ["Android Auto"]]],
  sunroof: [["filtered_features", ["Sunroof"]]],
  moonroof: [["filtered_features", ["Sunroof"]]],
  towbar: [["filtered_features", ["Tow bar"]]],
  "tow bar": [["filtered_features", ["Tow bar"]]],
  "heated seats": [["filtered_features", ["Heated seats"]]],
  leather: [["filtered_features", ["Leather seats"]]],
  "reversing camera": [["filtered_features", ["Reversing camera"]]],
  "reverse camera": [["filtered_features", ["Reversing camera"]]],
  "360 camera": [["filtered_features", ["360-degree camera"]]],
  "adaptive cruise": [["filtered_features", ["Adaptive cruise control"]]],
  ensuite: [["filtered_features", ["Ensuite"]]],
  solar: [["filtered_features", ["Solar panels"]]],
};

/** Words that carry no filter and are no use as free text ("a family car with a towbar in penrith"). */
export const STOP_WORDS = new Set([
  "a",
  "an",
  "the",
  "for",
  "with",
  "and",
  "or",
  "in",
  "at",
  "near",
  "car",
  "cars",
  "vehicle",
  "vehicles",
  "i",
  "want",
  "need",
  "looking",
  "show",
  "me",
  "some",
  "something",
  "anything",
  "any",
  "good",
  "my",
  "to",
  "of",
  "on",
  "sale",
  "buy",
  "price",
  "priced",
  "budget",
  "that",
  "which",
  "can",
  "will",
  "is",
  "it",
  "has",
  "have",
  // Words that praise or describe the shopper, not the car (issue 56: "first car under 15k" found nothing).
  "first",
  "reliable",
  "nice",
  "great",
  "decent",
  "perfect",
  "ideal",
  "family",
]);

/** "low km": at most this many kilometres, the line most marketplaces draw for low-kilometre used cars. */
export const LOW_KM = 50_000;
/**
 * "tows a caravan": the braked towing capacity it takes, in kg. A family caravan or a horse float
 * weighs about 2,000 kg loaded; a boat or camper trailer about 1,500; a box trailer well under 750.
 */
export const TOWING_NEEDS: Readonly<Record<string, number>> = {
  caravan: 2000,
  "horse float": 2000,
  "camper trailer": 1500,
  camper: 1500,
  boat: 1500,
  trailer: 750,
};
/** "fuel efficient": at most this many litres per 100 km, combined (a small hatch or a hybrid; an electric car uses none). */
export const ECONOMICAL_LITRES = 6;
/** "around $20,000": the band either side of the figure. */
export const AROUND_SHARE = 0.1;
