import { bitsetOf, emptyBitset, type Bitset } from "./bitset";
import {
  facetNames,
  facetValue,
  listFacetNames,
  numericNames,
  type FacetName,
  type ListFacetName,
  type NumericName,
  type SingleFacetName,
} from "./facets";
import { isSoldStatus, type SearchCar } from "~/features/cars";
import type { SortKey } from "./sort-keys";
import type { SearchResult } from "./search-request";
import { identifierTokens, tokenize, wordFields } from "./text-match";

/**
 * The in-process faceted index of one site's cars: per facet a value id for every car (bitsets per
 * value are made on first use), a typed array per numeric attribute, one presorted permutation per
 * sort, and a word dictionary for free text. Immutable once built; a rebuild swaps in a new one.
 */
export interface FacetColumn {
  values: string[];
  /** Value id + 1 per car; 0 means the car has no value. Empty for a list facet. */
  valueOf: Uint32Array;
  /** A list facet's value ids per car: car `doc` holds ids[offsets[doc]] up to ids[offsets[doc + 1]]. */
  list: { offsets: Uint32Array; ids: Uint32Array } | null;
  /** Lower-cased value to value ids, for case-insensitive filters. */
  lookup: Map<string, number[]>;
  bits: (Bitset | undefined)[];
}

export interface SearchIndex {
  size: number;
  cars: SearchCar[];
  /** Each car's document number by id. Shared by an index and those written from it (search-index-update.ts): entries are only ever added, and one at or past `size` is not this index's. */
  docOf: Map<number, number>;
  facets: Record<FacetName, FacetColumn>;
  /** NaN where the car has no value. */
  numeric: Record<NumericName, Float64Array>;
  sorts: Record<SortKey, Uint32Array>;
  words: { tokens: string[]; docs: Uint32Array[]; byLength: Map<number, number[]> };
  identifiers: { tokens: string[]; docs: Uint32Array[] };
  sold: Bitset;
  /** The cars listed under one policy and minute: the last one asked for. */
  listed: { key: string; bits: Bitset } | null;
  /** Facet counts of browse-all queries (no text, filters or choices), which landing pages repeat. */
  browseFacets: Map<string, Pick<SearchResult, "facets" | "facets_stats">>;
}

export function buildSearchIndex(cars: SearchCar[]): SearchIndex {
  const size = cars.length;
  return {
    size,
    cars,
    docOf: new Map(cars.map((car, doc) => [car.id, doc])),
    facets: Object.fromEntries([
      ...facetNames.map((f) => [f, facetColumn(cars, f)]),
      ...listFacetNames.map((f) => [f, listColumn(cars, f)]),
    ]) as Record<FacetName, FacetColumn>,
    numeric: Object.fromEntries(
      numericNames.map((n) => [n, Float64Array.from(cars, (c) => c[n] ?? Number.NaN)]),
    ) as Record<NumericName, Float64Array>,
    sorts: permutations(cars),
    words: wordDictionary(cars),
    identifiers: identifierDictionary(cars),
    sold: bitsetOf(
      size,
      cars.flatMap((c, doc) => (isSoldStatus(c.status) ? [doc] : [])),
    ),
    listed: null,
    browseFacets: new Map(),
  };
}

function facetColumn(cars: SearchCar[], facet: SingleFacetName): FacetColumn {
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
  return { values, valueOf, list: null, lookup, bits: new Array(values.length) };
}

/** A list facet's column: each car's values as ids, one run per car. */
function listColumn(cars: SearchCar[], facet: ListFacetName): FacetColumn {
  const ids = new Map<string, number>();
  const offsets = new Uint32Array(cars.length + 1);
  const held: number[] = [];
  cars.forEach((car, doc) => {
    for (const value of new Set(car[facet])) {
      let id = ids.get(value);
      if (id === undefined) {
        id = ids.size;
        ids.set(value, id);
      }
      held.push(id);
    }
    offsets[doc + 1] = held.length;
  });
  const values = [...ids.keys()];
  const lookup = new Map<string, number[]>();
  values.forEach((v, id) => pushTo(lookup, v.toLowerCase(), id));
  return {
    values,
    valueOf: new Uint32Array(0),
    list: { offsets, ids: Uint32Array.from(held) },
    lookup,
    bits: new Array(values.length),
  };
}

/** The cars holding one value of a facet, made on first use and kept. */
export function valueBits(index: SearchIndex, facet: FacetName, id: number): Bitset {
  const column = index.facets[facet];
  let bits = column.bits[id];
  if (!bits) {
    bits = column.list ? listValueBits(index.size, column.list, id) : singleValueBits(index.size, column.valueOf, id);
    column.bits[id] = bits;
  }
  return bits;
}

function singleValueBits(size: number, valueOf: Uint32Array, id: number): Bitset {
  const bits = emptyBitset(size);
  const wanted = id + 1;
  for (let doc = 0; doc < valueOf.length; doc++) if (valueOf[doc] === wanted) bits[doc >>> 5]! |= 1 << (doc & 31);
  return bits;
}

function listValueBits(size: number, { offsets, ids }: NonNullable<FacetColumn["list"]>, id: number): Bitset {
  const bits = emptyBitset(size);
  for (let doc = 0; doc < size; doc++)
    for (let k = offsets[doc]!; k < offsets[doc + 1]!; k++) if (ids[k] === id) bits[doc >>> 5]! |= 1 << (doc & 31);
  return bits;
}

/**
 * One order per sort key. Every key is a whole number, so a car's place is encoded as
 * key * size + (its place in the tie-break order) in one float and sorted natively: ten times faster
 * than comparing objects, and the same order as compareBy (the property tests hold it to that).
 */
function permutations(cars: SearchCar[]): Record<SortKey, Uint32Array> {
  const byId = orderOf(cars.length, (doc) => cars[doc]!.id, "asc", null);
  const byRank = orderOf(cars.length, (doc) => cars[doc]!.custom_rank, "desc", byId);
  const keys: Record<Exclude<SortKey, "custom_rank">, [(doc: number) => number, "asc" | "desc"]> = {
    price_asc: [(d) => cars[d]!.price, "asc"],
    price_desc: [(d) => cars[d]!.price, "desc"],
    year_desc: [(d) => cars[d]!.year, "desc"],
    year_asc: [(d) => cars[d]!.year, "asc"],
    km_asc: [(d) => cars[d]!.km, "asc"],
    km_desc: [(d) => cars[d]!.km, "desc"],
    newest: [(d) => cars[d]!.created_at_timestamp, "desc"],
  };
  const sorts = { custom_rank: byRank } as Record<SortKey, Uint32Array>;
  for (const [key, [value, direction]] of Object.entries(keys))
    sorts[key as SortKey] = orderOf(cars.length, value, direction, byRank);
  return sorts;
}

/** Docs ordered by an integer key, ties in the order of `then` (or by doc number). */
function orderOf(
  size: number,
  key: (doc: number) => number,
  direction: "asc" | "desc",
  then: Uint32Array | null,
): Uint32Array {
  const place = new Uint32Array(size);
  for (let i = 0; i < size; i++) place[then ? then[i]! : i] = i;
  const values = new Float64Array(size);
  let min = Infinity;
  let max = -Infinity;
  for (let doc = 0; doc < size; doc++) {
    const v = key(doc);
    values[doc] = v;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const composite = new Float64Array(size);
  for (let doc = 0; doc < size; doc++) {
    const rank = direction === "asc" ? values[doc]! - min : max - values[doc]!;
    composite[doc] = rank * size + place[doc]!;
  }
  composite.sort();
  const order = new Uint32Array(size);
  for (let i = 0; i < size; i++) {
    const p = composite[i]! % size;
    order[i] = then ? then[p]! : p;
  }
  return order;
}

/** Words by distinct field value first: a make shared by 10,000 cars is tokenized once. */
function wordDictionary(cars: SearchCar[]): SearchIndex["words"] {
  const byValue = new Map<string, number[]>();
  cars.forEach((car, doc) => {
    for (const value of wordFields(car)) if (value) pushTo(byValue, value, doc);
  });
  const postings = new Map<string, number[][]>();
  for (const [value, docs] of byValue) {
    for (const token of new Set(tokenize(value))) {
      const lists = postings.get(token);
      if (lists) lists.push(docs);
      else postings.set(token, [docs]);
    }
  }
  const tokens = [...postings.keys()].sort();
  return { tokens, docs: tokens.map((t) => distinctSorted(postings.get(t)!)), byLength: lengthsOf(tokens) };
}

function distinctSorted(lists: number[][]): Uint32Array {
  if (lists.length === 1) return Uint32Array.from(lists[0]!);
  const all = Uint32Array.from(lists.flat()).sort();
  return all.filter((doc, i) => i === 0 || all[i - 1] !== doc);
}

function identifierDictionary(cars: SearchCar[]): SearchIndex["identifiers"] {
  const postings = new Map<string, number[]>();
  cars.forEach((car, doc) => {
    for (const token of identifierTokens(car)) pushTo(postings, token, doc);
  });
  const tokens = [...postings.keys()].sort();
  return { tokens, docs: tokens.map((t) => Uint32Array.from(postings.get(t)!)) };
}

function pushTo<K>(map: Map<K, number[]>, key: K, value: number) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Token indices by token length, for the one-typo matches of free text. */
export function lengthsOf(tokens: string[]): Map<number, number[]> {
  const byLength = new Map<number, number[]>();
  tokens.forEach((t, i) => pushTo(byLength, t.length, i));
  return byLength;
}
