import {
  buildSearchIndex,
  MAKE_MODEL_SEPARATOR,
  readQuery,
  runSearch,
  sortKeys,
  vocabularyOf,
  withCarsWritten,
  type SearchPolicy,
  type SearchRequest,
  type SearchVocabulary,
} from "~/features/search";
import { syntheticCars } from "../tests/support/synthetic-cars";

/**
 * `npm run bench:search`: the in-process search index at 20,000 and 100,000 synthetic cars. Prints
 * build time, memory and p50/p95 of full listing queries (page of 21, 12 disjunctive facets,
 * min/max stats for price, km and year), with and without a text query; browse-all per sort; and the
 * time until written cars are searchable (one car changed, one added, 100 changed); and the query
 * reader of issue 38 over 200 shopper queries, alone and with the search it leads to.
 */
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 400);
const SIZES = (process.env.BENCH_SIZES ?? "20000,100000").split(",").map(Number);
const now = Math.floor(Date.UTC(2026, 10, 21) / 1000);
const policy: SearchPolicy = {
  stock_filter: true,
  include_sold_cars_days: 3,
  collapse_sold_runs: true,
  price_sort_excludes_zero: true,
  now,
};
const facets = [
  "make",
  "make_model",
  "car_type",
  "body",
  "fuel",
  "transmission",
  "drive",
  "colour",
  "seats",
  "state",
  "location_name",
  "certified",
] as const;
const listing = (request: SearchRequest): SearchRequest => ({
  facets: [...facets],
  hitsPerPage: 21,
  maxValuesPerFacet: 30,
  ...request,
});

const queries: Record<string, SearchRequest[]> = {
  "browse all, no filters": [listing({}), listing({ page: 3 }), listing({ sort: "price_asc" })],
  "filtered (make, model, price, body, sort)": [
    listing({
      refinements: { make: ["Toyota"], model: ["HiLux"] },
      ranges: { price: { min: 20_000, max: 60_000 } },
      sort: "price_asc",
    }),
    listing({
      refinements: { make: ["Mazda", "Kia"], body: ["SUV"] },
      ranges: { km: { max: 80_000 } },
      sort: "km_asc",
    }),
    listing({
      refinements: { car_type: ["used"], fuel: ["Diesel"], state: ["QLD"] },
      ranges: { year: { min: 2018 } },
      sort: "year_desc",
    }),
  ],
  "text query": [
    listing({ query: "toyota hilux" }),
    listing({ query: "corola" }),
    listing({ query: "white ranger wildtrak" }),
    listing({ query: "s0123" }),
  ],
  "text query and filters": [
    listing({ query: "ford", refinements: { body: ["Ute"] }, ranges: { price: { max: 50_000 } }, sort: "price_desc" }),
  ],
};

for (const sort of sortKeys) queries[`browse all, ${sort}`] = [listing({ sort })];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const fmt = (ms: number) => ms.toFixed(3).padStart(8);

for (const size of SIZES) {
  const cars = syntheticCars(size, 42, now);
  global.gc?.();
  const heapBefore = usedMemory();
  const started = performance.now();
  const index = buildSearchIndex(cars);
  const buildMs = performance.now() - started;
  global.gc?.();
  const heapMb = (usedMemory() - heapBefore) / 1024 / 1024;
  console.log(
    `\n${size.toLocaleString("en-AU")} cars: index build ${buildMs.toFixed(0)} ms, index memory about ${heapMb.toFixed(0)} MB (beyond the car documents)`,
  );
  console.log(`${"query".padEnd(44)}     p50      p95   (ms, ${ITERATIONS} runs)`);
  for (const [name, requests] of Object.entries(queries)) {
    for (let i = 0; i < 30; i++) for (const r of requests) runSearch(index, r, policy);
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const request = requests[i % requests.length]!;
      const t0 = performance.now();
      runSearch(index, request, policy);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(`${name.padEnd(44)}${fmt(quantile(times, 0.5))} ${fmt(quantile(times, 0.95))}`);
  }

  benchReading(index, vocabularyOf(index, 2026));

  let index2 = index;
  const writes: [string, () => void][] = [
    [
      "one car changed",
      () =>
        void (index2 = withCarsWritten(index2, [
          { ...cars[size >> 1]!, price: cars[size >> 1]!.price + 500, colour: "Aurora Green" },
        ])),
    ],
    [
      "one car added",
      () =>
        void (index2 = withCarsWritten(index2, [{ ...cars[7]!, id: size + index2.size, slug: `new-${index2.size}` }])),
    ],
    [
      "100 cars changed",
      () =>
        void (index2 = withCarsWritten(
          index2,
          cars.slice(1000, 1100).map((c) => ({ ...c, km: c.km + 10 })),
        )),
    ],
  ];
  // Back to back is the worst case (the collector gets no quiet moment); staff saving a car at most
  // every 100 ms is the console's real pace.
  for (const [gap, pace] of [
    [0, "back to back"],
    [100, "one every 100 ms"],
  ] as const) {
    for (const [name, write] of writes) {
      const times: number[] = [];
      for (let i = 0; i < 30; i++) {
        if (gap) await new Promise((resolve) => setTimeout(resolve, gap));
        const t0 = performance.now();
        write();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${`searchable: ${name}, ${pace}`.padEnd(44)}${fmt(quantile(times, 0.5))} ${fmt(quantile(times, 0.95))}   (30 writes; a rebuild takes ${buildMs.toFixed(0)} ms)`,
      );
    }
  }
}

function usedMemory() {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** 200 queries as shoppers type them: a model or make (sometimes misspelt), a body, a price, a year, fuel, seats, towing or doors. */
function shopperQueries(vocabulary: SearchVocabulary): string[] {
  const models = vocabulary.makeModels.map((mm) => mm.split(MAKE_MODEL_SEPARATOR));
  const extras = [
    "under 40k",
    "2018 or newer",
    "diesel",
    "7 seater",
    "low km",
    "auto",
    "30-40k",
    "hybrid",
    "white",
    "tow 3500",
    "fuel efficient",
    "2 door",
    "",
  ];
  const bodies = ["suv", "ute", "hatch", "family car", "4x4", "sedan", "people mover", "van"];
  return Array.from({ length: 200 }, (_, i) => {
    const [make, model] = models[(i * 7) % models.length]!;
    const name = i % 5 === 0 ? model!.toLowerCase().slice(0, -1) + "a" : i % 2 ? `${make} ${model}` : model!;
    const words =
      i % 3 === 0 ? [bodies[i % bodies.length]!, extras[i % extras.length]!] : [name, extras[i % extras.length]!];
    return words.join(" ").trim();
  });
}

function benchReading(index: ReturnType<typeof buildSearchIndex>, vocabulary: SearchVocabulary) {
  const texts = shopperQueries(vocabulary);
  const reads: number[] = [];
  const searches: number[] = [];
  for (let round = 0; round < 3; round++)
    for (const text of texts) {
      const t0 = performance.now();
      const reading = readQuery(text, vocabulary);
      const t1 = performance.now();
      const { model = [], make = [], ...refinements } = reading.refinements;
      const makeModels = make.flatMap((mk) => model.map((md) => `${mk}${MAKE_MODEL_SEPARATOR}${md}`));
      const request = listing({
        query: reading.words,
        refinements: { ...refinements, make, make_model: makeModels },
        ranges: reading.ranges,
      });
      runSearch(index, request, policy);
      const t2 = performance.now();
      if (round > 0) {
        reads.push(t1 - t0);
        searches.push(t2 - t0);
      }
    }
  reads.sort((a, b) => a - b);
  searches.sort((a, b) => a - b);
  console.log(`${"read 200 shopper queries".padEnd(44)}${fmt(quantile(reads, 0.5))} ${fmt(quantile(reads, 0.95))}`);
  console.log(`${"read and search them".padEnd(44)}${fmt(quantile(searches, 0.5))} ${fmt(quantile(searches, 0.95))}`);
}
