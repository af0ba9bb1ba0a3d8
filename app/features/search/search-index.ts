import { bitsetOf, emptyBitset, type Bitset } from "./bitset";
import { facetNames, facetValue, numericNames, type FacetName, type NumericName } from "./facets";
import { isSoldStatus, type SearchCar } from "./search-car";
import { compareBy, sortKeys, type SortKey } from "./sort-keys";
import { identifierTokens, wordTokens } from "./text-match";

/**
 * The in-process faceted index of one site's cars: per facet a value id for every car (bitsets per
 * value are made on first use), a typed array per numeric attribute, one presorted permutation per
 * sort, and a word dictionary for free text. Immutable once built; a rebuild swaps in a new one.
 */
export interface FacetColumn {
  values: string[];
  /** Value id + 1 per car; 0 means the car has no value. */
  valueOf: Uint32Array;
  /** Lower-cased value to value ids, for case-insensitive filters. */
  lookup: Map<string, number[]>;
  bits: (Bitset | undefined)[];
}

export interface SearchIndex {
  size: number;
  cars: SearchCar[];
  facets: Record<FacetName, FacetColumn>;
  /** NaN where the car has no value. */
  numeric: Record<NumericName, Float64Array>;
  sorts: Record<SortKey, Uint32Array>;
  words: { tokens: string[]; docs: Uint32Array[]; byLength: Map<number, number[]> };
  identifiers: { tokens: string[]; docs: Uint32Array };
  sold: Bitset;
  cache: Map<string, Bitset>;
}

export function buildSearchIndex(cars: SearchCar[]): SearchIndex {
  const size = cars.length;
  return {
    size,
    cars,
    facets: Object.fromEntries(facetNames.map((f) => [f, facetColumn(cars, f)])) as Record<FacetName, FacetColumn>,
    numeric: Object.fromEntries(numericNames.map((n) => [n, Float64Array.from(cars, (c) => c[n] ?? Number.NaN)])) as Record<NumericName, Float64Array>,
    sorts: Object.fromEntries(sortKeys.map((k) => [k, permutation(cars, k)])) as Record<SortKey, Uint32Array>,
    words: wordDictionary(cars),
    identifiers: identifierDictionary(cars),
    sold: bitsetOf(size, cars.flatMap((c, doc) => (isSoldStatus(c.status) ? [doc] : []))),
    cache: new Map(),
  };
}

function facetColumn(cars: SearchCar[], facet: FacetName): FacetColumn {
  const ids = new Map<string, number>();
  const valueOf = new Uint32Array(cars.length);
  cars.forEach((car, doc) => {
    const value = facetValue(car, facet);
    if (value === null) return;
    let id = ids.get(value);
    if (id === undefined) {
      id = ids.size;
      ids.set(value, id);
    }
    valueOf[doc] = id + 1;
  });
  const values = [...ids.keys()];
  const lookup = new Map<string, number[]>();
  values.forEach((v, id) => pushTo(lookup, v.toLowerCase(), id));
  return { values, valueOf, lookup, bits: new Array(values.length) };
}

/** The cars holding one value of a facet, made on first use and kept. */
export function valueBits(index: SearchIndex, facet: FacetName, id: number): Bitset {
  const column = index.facets[facet];
  let bits = column.bits[id];
  if (!bits) {
    bits = emptyBitset(index.size);
    const wanted = id + 1;
    const valueOf = column.valueOf;
    for (let doc = 0; doc < valueOf.length; doc++) if (valueOf[doc] === wanted) bits[doc >>> 5]! |= 1 << (doc & 31);
    column.bits[id] = bits;
  }
  return bits;
}

function permutation(cars: SearchCar[], key: SortKey): Uint32Array {
  const compare = compareBy(key);
  const order = Array.from(cars.keys());
  order.sort((a, b) => compare(cars[a]!, cars[b]!));
  return Uint32Array.from(order);
}

function wordDictionary(cars: SearchCar[]): SearchIndex["words"] {
  const postings = new Map<string, number[]>();
  cars.forEach((car, doc) => {
    for (const token of new Set(wordTokens(car))) {
      const list = postings.get(token);
      if (list) list.push(doc);
      else postings.set(token, [doc]);
    }
  });
  const tokens = [...postings.keys()].sort();
  const byLength = new Map<number, number[]>();
  tokens.forEach((t, i) => pushTo(byLength, t.length, i));
  return { tokens, docs: tokens.map((t) => Uint32Array.from(postings.get(t)!)), byLength };
}

function identifierDictionary(cars: SearchCar[]): SearchIndex["identifiers"] {
  const pairs = cars.flatMap((car, doc) => identifierTokens(car).map((token) => [token, doc] as const));
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return { tokens: pairs.map((p) => p[0]), docs: Uint32Array.from(pairs, (p) => p[1]) };
}

function pushTo<K>(map: Map<K, number[]>, key: K, value: number) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
