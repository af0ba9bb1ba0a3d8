import { readFacets } from "./facets";
import { cheapestBand, type SearchVocabulary } from "./query-reading";
import type { SearchIndex } from "./search-index";

const vocabularies = new WeakMap<SearchIndex, SearchVocabulary>();

/** The words a site's stock gives the query reader: its facet values, models and cheapest band; one per index version. */
export function vocabularyOf(index: SearchIndex, thisYear: number): SearchVocabulary {
  let vocabulary = vocabularies.get(index);
  if (vocabulary?.thisYear !== thisYear) {
    vocabulary = {
      values: Object.fromEntries(readFacets.map((f) => [f, index.facets[f].values])),
      makeModels: index.facets.make_model.values,
      cheapest: cheapestBand(lowestRealPrice(index.numeric.price)),
      thisYear,
      measured: {
        towing_capacity: index.numeric.towing_capacity.some((kg) => kg > 0),
        fuel_economy: index.numeric.fuel_economy.some((litres) => litres >= 0),
        payload: index.numeric.payload.some((kg) => kg > 0),
      },
    };
    vocabularies.set(index, vocabulary);
  }
  return vocabulary;
}

/** Spec 001 section 6: a price of $1,000 or less is not a real price. */
function lowestRealPrice(prices: Float64Array): number | null {
  let lowest = Infinity;
  for (const price of prices) if (price > 1000 && price < lowest) lowest = price;
  return lowest === Infinity ? null : lowest;
}
