import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { demoVocabulary } from "~/../tests/support/demo-vocabulary";
import { propertyRuns } from "~/../tests/support/property-runs";
import { syntheticCars } from "~/../tests/support/synthetic-cars";
import { MAKE_MODEL_SEPARATOR } from "./facets";
import { runSearch } from "./run-search";
import { buildSearchIndex } from "./search-index";
import { isListed } from "./search-policy";
import { vocabularyOf } from "./search-vocabulary";
import { loadSiteRegistry } from "~/platform/tenancy/site-registry.server";
import { LOW_KM } from "./query-synonyms";
import { readQuery, type QueryReading, type SearchVocabulary } from "./query-reading";

const now = new Date("2026-11-25T00:00:00Z");
const vocabularies = new Map(
  [...loadSiteRegistry("sites").sites.values()].map((config) => [config.slug, demoVocabulary(config, now)]),
);

/** Every yard of southern-cross's demo stock in Ringwood. */
const RINGWOOD = [
  "Southern Cross BMW Ringwood",
  "Southern Cross Citroen Ringwood",
  "Southern Cross Cupra Ringwood",
  "Southern Cross GWM Ringwood",
  "Southern Cross Hyundai Ringwood",
  "Southern Cross LDV Ringwood",
  "Southern Cross Mazda Ringwood",
  "Southern Cross Porsche Ringwood",
  "Southern Cross Skoda Ringwood",
  "Southern Cross Subaru Ringwood",
  "Southern Cross Volvo Ringwood",
];

type Expected = Partial<Omit<QueryReading, "words">> & { words?: string };

/**
 * What shoppers type (issue 38) and what each must read as. A case runs on every demo site whose
 * stock has all the values it names; the words left over must be exactly `words` (default none).
 */
const CASES: [query: string, expected: Expected][] = [
  // Prices
  ["suv under 40k", { refinements: { body: ["suv"] }, ranges: { price: { max: 40_000 } } }],
  ["suv under 40000", { refinements: { body: ["suv"] }, ranges: { price: { max: 40_000 } } }],
  ["suv under $40,000", { refinements: { body: ["suv"] }, ranges: { price: { max: 40_000 } } }],
  ["less than $40,000", { ranges: { price: { max: 40_000 } } }],
  ["below 25 grand", { ranges: { price: { max: 25_000 } } }],
  ["under 15 thousand", { ranges: { price: { max: 15_000 } } }],
  ["30-40k", { ranges: { price: { min: 30_000, max: 40_000 } } }],
  ["30k to 40k", { ranges: { price: { min: 30_000, max: 40_000 } } }],
  ["between 20000 and 30000", { ranges: { price: { min: 20_000, max: 30_000 } } }],
  ["$25,000 - $35,000", { ranges: { price: { min: 25_000, max: 35_000 } } }],
  ["around 20000", { ranges: { price: { min: 18_000, max: 22_000 } } }],
  ["about $30k", { ranges: { price: { min: 27_000, max: 33_000 } } }],
  ["over 50k", { ranges: { price: { min: 50_000 } } }],
  ["from $60,000", { ranges: { price: { min: 60_000 } } }],
  ["max 20k", { ranges: { price: { max: 20_000 } } }],
  ["up to 35k", { ranges: { price: { max: 35_000 } } }],
  ["new toyota under 30", { refinements: { car_type: ["new"], make: ["Toyota"] }, ranges: { price: { max: 30_000 } } }],
  // Kilometres and age
  ["under 50,000 km", { ranges: { km: { max: 50_000 } } }],
  ["less than 100000 kms", { ranges: { km: { max: 100_000 } } }],
  ["under 80k kilometres", { ranges: { km: { max: 80_000 } } }],
  ["low km", { ranges: { km: { max: LOW_KM } } }],
  ["low kms used", { refinements: { car_type: ["used"] }, ranges: { km: { max: LOW_KM } } }],
  ["2018 or newer", { ranges: { year: { min: 2018 } } }],
  ["2020 onwards", { ranges: { year: { min: 2020 } } }],
  ["2019+", { ranges: { year: { min: 2019 } } }],
  ["newer than 2018", { ranges: { year: { min: 2019 } } }],
  ["2015-2019", { ranges: { year: { min: 2015, max: 2019 } } }],
  ["2015 to 2019", { ranges: { year: { min: 2015, max: 2019 } } }],
  ["2016 or older", { ranges: { year: { max: 2016 } } }],
  ["last year's", { ranges: { year: { min: 2025, max: 2025 } } }],
  ["2014 BYD", { refinements: { make: ["BYD"] }, ranges: { year: { min: 2014, max: 2014 } } }],
  ["2021 hilux", { refinements: { model: ["HiLux"], make: ["Toyota"] }, ranges: { year: { min: 2021, max: 2021 } } }],
  // Bodies, seats and sizes
  ["7 seater", { refinements: { seats: ["7", "8"] } }],
  ["7-seater suv", { refinements: { body: ["suv"], seats: ["7", "8"] } }],
  ["8 seats", { refinements: { seats: ["8"] } }],
  ["suv with 3rd row", { refinements: { body: ["suv"], seats: ["7", "8"] } }],
  ["red car in ringwood", { refinements: { colour: ["Red"], location_name: RINGWOOD } }],
  ["people mover", { refinements: { body: ["people mover"] } }],
  ["family car", { refinements: { categories: ["Family"] } }],
  ["family suv", { refinements: { categories: ["Family"], body: ["suv"] } }],
  ["ute", { refinements: { body: ["ute"] } }],
  ["4x4 ute", { refinements: { drive: ["4x4"], body: ["ute"] } }],
  ["dual cab ute", { refinements: { body: ["ute"] } }],
  ["small car", { refinements: { body: ["hatch"] } }],
  ["hatch", { refinements: { body: ["hatch"] } }],
  ["hatchback", { refinements: { body: ["hatch"] } }],
  ["sedan", { refinements: { body: ["sedan"] } }],
  ["station wagon", { refinements: { body: ["wagon"] } }],
  ["convertible", { refinements: { body: ["convertible"] } }],
  ["off road", { refinements: { categories: ["4x4 and off-road"] } }],
  ["2 door", { refinements: { doors: ["2"] } }],
  ["2 door sports car", { refinements: { doors: ["2"], body: ["coupe"] } }],
  ["4-door sedan", { refinements: { doors: ["4"], body: ["sedan"] } }],
  // Towing and fuel, where the stock states them
  ["tow 3500", { ranges: { towing_capacity: { min: 3500 } } }],
  ["towing capacity 3.5 tonnes", { ranges: { towing_capacity: { min: 3500 } } }],
  ["ute that can tow 3.5t", { refinements: { body: ["ute"] }, ranges: { towing_capacity: { min: 3500 } } }],
  ["2500kg towing", { ranges: { towing_capacity: { min: 2500 } } }],
  [
    "family car that tows a caravan",
    { refinements: { categories: ["Family"] }, ranges: { towing_capacity: { min: 2000 } } },
  ],
  ["suv to tow a boat", { refinements: { body: ["suv"] }, ranges: { towing_capacity: { min: 1500 } } }],
  ["good fuel economy", { ranges: { fuel_economy: { max: 6 } } }],
  ["fuel efficient hatch", { refinements: { body: ["hatch"] }, ranges: { fuel_economy: { max: 6 } } }],
  ["under 5l/100km", { ranges: { fuel_economy: { max: 5 } } }],
  ["6.5 litres per 100km", { ranges: { fuel_economy: { max: 6.5 } } }],
  // Fuel, gearbox and drive
  ["diesel", { refinements: { fuel: ["Diesel"] } }],
  ["hybrid suv", { refinements: { fuel: ["Hybrid"], body: ["suv"] } }],
  ["electric", { refinements: { fuel: ["Electric"] } }],
  ["ev", { refinements: { fuel: ["Electric"] } }],
  ["auto", { refinements: { transmission: ["Automatic"] } }],
  ["manual hatch", { refinements: { transmission: ["Manual"], body: ["hatch"] } }],
  ["awd", { refinements: { drive: ["AWD"] } }],
  ["4wd", { refinements: { drive: ["4x4"] } }],
  ["diesel auto 4x4", { refinements: { fuel: ["Diesel"], transmission: ["Automatic"], drive: ["4x4"] } }],
  // Makes and models, with slips
  ["hilux", { refinements: { model: ["HiLux"], make: ["Toyota"] } }],
  ["corola", { refinements: { model: ["Corolla"], make: ["Toyota"] } }],
  ["toyota corolla", { refinements: { make: ["Toyota"], model: ["Corolla"] } }],
  ["landcruiser", { refinements: { model: ["LandCruiser"], make: ["Toyota"] } }],
  ["land cruiser", { refinements: { model: ["LandCruiser"], make: ["Toyota"] } }],
  ["merc", { refinements: { make: ["Mercedes-Benz"] } }],
  ["vw", { refinements: { make: ["Volkswagen"] } }],
  ["chev", { refinements: { make: ["Chevrolet"] } }],
  ["mazda cx5", { refinements: { make: ["Mazda"], model: ["CX-5"] } }],
  ["cx-5", { refinements: { model: ["CX-5"], make: ["Mazda"] } }],
  ["BYD Atto 3", { refinements: { make: ["BYD"], model: ["Atto 3"] } }],
  ["toyta", { refinements: { make: ["Toyota"] } }],
  ["hyundia", { refinements: { make: ["Hyundai"] } }],
  ["mitsubishi triton", { refinements: { make: ["Mitsubishi"], model: ["Triton"] } }],
  ["ford ranger raptor", { refinements: { make: ["Ford"], model: ["Ranger"] }, words: "raptor" }],
  // Colours, yards and condition
  ["white ute", { refinements: { colour: ["White"], body: ["ute"] } }],
  ["red hatch", { refinements: { colour: ["Red"], body: ["hatch"] } }],
  ["new", { refinements: { car_type: ["new"] } }],
  ["demo", { refinements: { car_type: ["demo"] } }],
  ["used cars", { refinements: { car_type: ["used"] } }],
  ["second hand suv", { refinements: { car_type: ["used"], body: ["suv"] } }],
  // Features
  ["suv with sunroof", { refinements: { body: ["suv"], filtered_features: ["Sunroof"] } }],
  ["apple carplay", { refinements: { filtered_features: ["Apple CarPlay"] } }],
  ["towbar", { refinements: { filtered_features: ["Tow bar"] } }],
  ["leather heated seats", { refinements: { filtered_features: ["Leather seats", "Heated seats"] } }],
  // Caravans, bikes and trucks in their own words
  ["caravan with ensuite", { refinements: { item_type: ["caravan"], filtered_features: ["Ensuite"] } }],
  ["motorhome", { refinements: { body: ["motorhome"] } }],
  ["motorbike", { refinements: { item_type: ["motorcycle"] } }],
  ["harley", { refinements: { make: ["Harley-Davidson"] } }],
  ["truck", { refinements: { item_type: ["truck"] } }],
  [
    "diesel truck under 100k",
    { refinements: { fuel: ["Diesel"], item_type: ["truck"] }, ranges: { price: { max: 100_000 } } },
  ],
  ["isuzu truck", { refinements: { item_type: ["truck"] }, words: "isuzu" }],
  ["jayco", { refinements: { make: ["Jayco"] } }],
  ["pop top", { words: "pop top" }],
  ["caravan sleeps 4", { refinements: { item_type: ["caravan"], sleeps: ["4"] } }],
  ["4 berth caravan", { refinements: { item_type: ["caravan"], sleeps: ["4"] } }],
  // Issue 57: a truck, bike and caravan yard's own searches
  ["lams bike", { refinements: { categories: ["LAMS approved"], item_type: ["motorcycle"] } }],
  ["LAMS", { refinements: { categories: ["LAMS approved"] } }],
  ["learner approved motorbike", { refinements: { categories: ["LAMS approved"], item_type: ["motorcycle"] } }],
  ["dual cab that tows 3.5 t", { refinements: { body: ["ute"] }, ranges: { towing_capacity: { min: 3500 } } }],
  ["cab chassis 4x4", { refinements: { body: ["cab chassis"], drive: ["4x4"] } }],
  ["4x4 for towing", { refinements: { drive: ["4x4"] }, ranges: { towing_capacity: { min: 2000 } } }],
  ["something to tow a caravan", { ranges: { towing_capacity: { min: 2000 } } }],
  ["caravan with 500kg payload", { refinements: { item_type: ["caravan"] }, ranges: { payload: { min: 500 } } }],
  ["caravan payload of 600 kg", { refinements: { item_type: ["caravan"] }, ranges: { payload: { min: 600 } } }],
  ["off-road van", { refinements: { item_type: ["caravan"], categories: ["4x4 and off-road"] } }],
  [
    "off road caravan sleeps 4",
    { refinements: { item_type: ["caravan"], categories: ["4x4 and off-road"], sleeps: ["4"] } },
  ],
  // Whole sentences
  [
    "family suv under 40k 2018 or newer",
    { refinements: { categories: ["Family"], body: ["suv"] }, ranges: { price: { max: 40_000 }, year: { min: 2018 } } },
  ],
  [
    "I want a cheap white hatch with low kms",
    { refinements: { colour: ["White"], body: ["hatch"] }, ranges: { km: { max: LOW_KM }, price: { max: 10_000 } } },
  ],
  ["nothing matches xyzzy", { words: "nothing matches xyzzy" }],
  // Issue 56: words about the shopper are not required words.
  ["first car under 15k", { ranges: { price: { max: 15_000 } } }],
  ["reliable car under 20k", { ranges: { price: { max: 20_000 } } }],
  ["GX 2.8", { words: "gx 2.8" }],
];

/** Whether every value a case names is in the site's stock, and every figure it reads stated there. */
function applies(expected: Expected, vocabulary: SearchVocabulary): boolean {
  const { towing_capacity, fuel_economy } = expected.ranges ?? {};
  if ((towing_capacity && !vocabulary.measured.towing_capacity) || (fuel_economy && !vocabulary.measured.fuel_economy))
    return false;
  return Object.entries(expected.refinements ?? {}).every(([facet, values]) =>
    values.every((value) =>
      facet === "model"
        ? vocabulary.makeModels.some((mm) => mm.endsWith(` > ${value}`))
        : (vocabulary.values[facet as keyof SearchVocabulary["values"]] ?? []).includes(value),
    ),
  );
}

const sorted = (reading: Partial<QueryReading>) => ({
  refinements: Object.fromEntries(
    Object.entries(reading.refinements ?? {}).map(([facet, values]) => [facet, [...values].sort()]),
  ),
  ranges: reading.ranges ?? {},
  words: reading.words ?? "",
});

describe("reading a shopper's words into filters (issue 38)", () => {
  it("has at least 80 queries, and each runs on at least one demo site", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(80);
    const unrun = CASES.filter(([, expected]) => ![...vocabularies.values()].some((v) => applies(expected, v)));
    expect(unrun.map(([query]) => query)).toEqual([]);
  });

  for (const [slug, vocabulary] of vocabularies)
    describe(slug, () => {
      const cases = CASES.filter(([, expected]) => applies(expected, vocabulary));
      it.each(cases)("%s", (query, expected) => {
        expect(sorted(readQuery(query, vocabulary))).toEqual(sorted(expected));
      });
    });
});

it("reads a slip only when its first letter is right: 'range' is not the colour orange", () => {
  const outback = vocabularies.get("outback")!;
  expect(outback.values.colour).toContain("Orange");
  expect(readQuery("range rover sport", outback).refinements.colour).toBeUndefined();
  expect(readQuery("oragne ute", outback).refinements.colour).toEqual(["Orange"]);
});

describe("a colour the shopper does not want (issue 56)", () => {
  it.each(["not white", "non white", "non-white", "any colour but white", "anything but white"])(
    "%s is every colour the stock has but White, on every demo site",
    (query) => {
      for (const vocabulary of vocabularies.values()) {
        const colours = vocabulary.values.colour ?? [];
        if (!colours.includes("White")) continue;
        const reading = readQuery(query, vocabulary);
        expect(reading.refinements.colour).toEqual(colours.filter((c) => c !== "White"));
        expect(reading.words).toBe("");
      }
    },
  );

  it("leaves a word after 'no' that is no colour to the rest of the reading", () => {
    const vocabulary = vocabularies.get("metro-used")!;
    expect(readQuery("no accidents", vocabulary).refinements.colour).toBeUndefined();
  });
});

describe("a query of a car's own words finds it (issue 38, property)", () => {
  const NOW = Date.UTC(2026, 10, 21) / 1000;
  const policy = {
    stock_filter: false,
    include_sold_cars_days: 14,
    collapse_sold_runs: false,
    price_sort_excludes_zero: false,
    now: NOW,
  };
  it("its year, make, model and body and a price above its own always find it", () => {
    const cars = syntheticCars(400, 7, NOW).filter((car) => car.price > 1000 && isListed(car, policy));
    const index = buildSearchIndex(cars);
    const vocabulary = vocabularyOf(index, 2026);
    fc.assert(
      fc.property(fc.constantFrom(...cars), fc.integer({ min: 1, max: 20 }), (car, thousands) => {
        const cap = Math.ceil(car.price / 1000) * 1000 + thousands * 1000;
        const words = [car.year, car.make, car.model, car.body ?? "", `under ${cap / 1000}k`].join(" ");
        const reading = readQuery(words, vocabulary);
        const { model = [], make = [], ...refinements } = reading.refinements;
        const makeModels = make.flatMap((mk) => model.map((md) => `${mk}${MAKE_MODEL_SEPARATOR}${md}`));
        const request = {
          query: reading.words,
          refinements: { ...refinements, make, ...(makeModels.length ? { make_model: makeModels } : {}) },
          ranges: reading.ranges,
          hitsPerPage: 1000,
        };
        expect(runSearch(index, request, policy).hits.map((hit) => hit.id)).toContain(car.id);
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});
