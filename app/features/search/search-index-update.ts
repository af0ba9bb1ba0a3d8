import { emptyBitset, type Bitset } from "./bitset";
import {
  facetNames,
  facetValue,
  listFacetNames,
  numericNames,
  type ListFacetName,
  type NumericName,
  type SingleFacetName,
} from "./facets";
import { isSoldStatus, type SearchCar } from "~/features/cars";
import { lengthsOf, type FacetColumn, type SearchIndex } from "./search-index";
import { compareBy, sortKeys, type SortKey } from "./sort-keys";
import { identifierTokens, tokenize, wordFields } from "./text-match";

/**
 * The index with some cars written: each replaces the car of the same id in its place, or joins at
 * the end. Copy on write: queries already running on the old index keep a consistent view. The work
 * is a copy of each column and an insertion per sort, not a rebuild (milliseconds at 100,000 cars).
 * A car that left the site's stock is not handled here: the caller rebuilds.
 */
export function withCarsWritten(index: SearchIndex, written: SearchCar[]): SearchIndex {
  const latest = new Map(written.map((car) => [car.id, car]));
  const cars = index.cars.slice();
  const changed: { doc: number; before: SearchCar | null; after: SearchCar }[] = [];
  for (const car of latest.values()) {
    const known = index.docOf.get(car.id);
    const doc = known !== undefined && known < index.size ? known : cars.length;
    changed.push({ doc, before: doc < index.size ? index.cars[doc]! : null, after: car });
    cars[doc] = car;
    index.docOf.set(car.id, doc);
  }
  const size = cars.length;
  const grown = size !== index.size;
  return {
    size,
    cars,
    docOf: index.docOf,
    facets: Object.fromEntries([
      ...facetNames.map((f) => [f, facetWritten(index.facets[f], f, changed, size, grown)]),
      ...listFacetNames.map((f) => [f, listWritten(index.facets[f], f, changed, cars, grown)]),
    ]) as SearchIndex["facets"],
    numeric: Object.fromEntries(
      numericNames.map((n) => [n, numericWritten(index.numeric[n], n, changed, size)]),
    ) as SearchIndex["numeric"],
    sorts: Object.fromEntries(
      sortKeys.map((key) => [key, sortWritten(index.sorts[key], key, cars, changed)]),
    ) as Record<SortKey, Uint32Array>,
    words: postingsWritten(
      index.words,
      changed,
      (car) => wordFields(car).flatMap((v) => (v ? tokenize(v) : [])),
      true,
    ) as SearchIndex["words"],
    identifiers: postingsWritten(index.identifiers, changed, identifierTokens, false),
    sold: soldWritten(index.sold, size, changed),
    listed: null,
    browseFacets: new Map(),
  };
}

type Change = { doc: number; before: SearchCar | null; after: SearchCar };

/** A column no written car moved in is shared with the old index, not copied. */
function numericWritten(column: Float64Array, name: NumericName, changed: Change[], size: number): Float64Array {
  const value = (car: SearchCar) => car[name] ?? Number.NaN;
  if (size === column.length && changed.every(({ before, after }) => before && Object.is(value(before), value(after))))
    return column;
  const written = new Float64Array(size);
  written.set(column);
  for (const { doc, after } of changed) written[doc] = value(after);
  return written;
}

/**
 * A list facet's column with the written cars' lists put in: the other cars' runs of value ids are
 * copied whole, so adding one car to 100,000 costs two array copies, not a rebuild (120 ms before).
 */
function listWritten(
  column: FacetColumn,
  facet: ListFacetName,
  changed: Change[],
  cars: SearchCar[],
  grown: boolean,
): FacetColumn {
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  if (!grown && changed.every(({ before, after }) => before && same(before[facet], after[facet]))) return column;
  const { offsets, ids } = column.list!;
  const oldSize = offsets.length - 1;
  let values = column.values;
  let lookup = column.lookup;
  const idOf = (value: string) => {
    const found = lookup.get(value.toLowerCase())?.find((known) => values[known] === value);
    if (found !== undefined) return found;
    if (values === column.values) [values, lookup] = [values.slice(), new Map(lookup)];
    values.push(value);
    lookup.set(value.toLowerCase(), [...(lookup.get(value.toLowerCase()) ?? []), values.length - 1]);
    return values.length - 1;
  };
  const written = new Map(changed.map(({ doc, after }) => [doc, [...new Set(after[facet])].map(idOf)]));
  const touched = new Set([...written.values()].flat());
  for (const { before } of changed) for (const value of before?.[facet] ?? []) touched.add(idOf(value));
  const size = cars.length;
  const nextOffsets = new Uint32Array(size + 1);
  const held = new Uint32Array(ids.length + [...written.values()].reduce((n, list) => n + list.length, 0));
  let length = 0;
  let doc = 0;
  for (const at of [...written.keys(), size].sort((a, b) => a - b)) {
    // The untouched run [doc, at) moves as one block, its offsets shifted by how far it moved.
    const end = Math.min(at, oldSize);
    if (end > doc) {
      const shift = length - offsets[doc]!;
      held.set(ids.subarray(offsets[doc]!, offsets[end]!), length);
      for (let d = doc; d < end; d++) nextOffsets[d + 1] = offsets[d + 1]! + shift;
      length += offsets[end]! - offsets[doc]!;
    }
    if (at === size) break;
    for (const id of written.get(at)!) held[length++] = id;
    nextOffsets[at + 1] = length;
    doc = at + 1;
  }
  const bits = grown ? [] : column.bits.slice();
  for (const id of touched) bits[id] = undefined;
  bits.length = values.length;
  return {
    values,
    valueOf: column.valueOf,
    list: { offsets: nextOffsets, ids: held.subarray(0, length) },
    lookup,
    bits,
  };
}

function facetWritten(
  column: FacetColumn,
  facet: SingleFacetName,
  changed: Change[],
  size: number,
  grown: boolean,
): FacetColumn {
  if (!grown && changed.every(({ before, after }) => before && facetValue(before, facet) === facetValue(after, facet)))
    return column;
  let values = column.values;
  let lookup = column.lookup;
  const valueOf = new Uint32Array(size);
  valueOf.set(column.valueOf);
  // Bitsets are made on first use: a grown index drops them all, else only those of values that moved.
  const bits = grown ? [] : column.bits.slice();
  for (const { doc, after } of changed) {
    const old = valueOf[doc]!;
    if (old) bits[old - 1] = undefined;
    const value = facetValue(after, facet);
    if (value === null) {
      valueOf[doc] = 0;
      continue;
    }
    let id = lookup.get(value.toLowerCase())?.find((known) => values[known] === value);
    if (id === undefined) {
      if (values === column.values) [values, lookup] = [values.slice(), new Map(lookup)];
      id = values.length;
      values.push(value);
      lookup.set(value.toLowerCase(), [...(lookup.get(value.toLowerCase()) ?? []), id]);
    }
    valueOf[doc] = id + 1;
    bits[id] = undefined;
  }
  bits.length = values.length;
  return { values, valueOf, list: null, lookup, bits };
}

/** The sort's order without the written cars, then each put back where the sort places it; shared when no written car's place can have moved. */
function sortWritten(order: Uint32Array, key: SortKey, cars: SearchCar[], changed: Change[]): Uint32Array {
  const compare = compareBy(key);
  if (order.length === cars.length && changed.every(({ before, after }) => before && compare(before, after) === 0))
    return order;
  const moved = new Uint8Array(cars.length);
  for (const { doc } of changed) moved[doc] = 1;
  const out = new Uint32Array(cars.length);
  let length = 0;
  for (let i = 0; i < order.length; i++) if (!moved[order[i]!]) out[length++] = order[i]!;
  for (const { doc } of changed) {
    const car = cars[doc]!;
    let lo = 0;
    let hi = length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(cars[out[mid]!]!, car) < 0) lo = mid + 1;
      else hi = mid;
    }
    out.copyWithin(lo + 1, lo, length);
    out[lo] = doc;
    length++;
  }
  return out;
}

interface Postings {
  tokens: string[];
  docs: Uint32Array[];
  byLength?: Map<number, number[]>;
}

/** Each written car leaves the postings of the tokens it no longer has and joins those it has now. */
function postingsWritten(
  postings: Postings,
  changed: Change[],
  tokensOf: (car: SearchCar) => string[],
  withLengths: boolean,
): Postings {
  const removals = new Map<string, Set<number>>();
  const additions = new Map<string, number[]>();
  for (const { doc, before, after } of changed) {
    const now = new Set(tokensOf(after));
    const then = new Set(before ? tokensOf(before) : []);
    for (const token of then) if (!now.has(token)) addTo(removals, token, doc);
    for (const token of now)
      if (!then.has(token)) (additions.get(token) ?? additions.set(token, []).get(token)!).push(doc);
  }
  let { tokens, docs } = postings;
  const fresh = [...additions.keys()].filter((t) => binarySearch(tokens, t) < 0).sort();
  if (fresh.length) {
    const merged = mergeSorted(tokens, fresh);
    const oldDocs = new Map(tokens.map((t, i) => [t, docs[i]!]));
    docs = merged.map((t) => oldDocs.get(t) ?? new Uint32Array(0));
    tokens = merged;
  } else {
    docs = docs.slice();
  }
  for (const [token, gone] of removals) {
    const i = binarySearch(tokens, token);
    if (i >= 0) docs[i] = docs[i]!.filter((doc) => !gone.has(doc));
  }
  for (const [token, joined] of additions) {
    const i = binarySearch(tokens, token);
    const list = new Uint32Array(docs[i]!.length + joined.length);
    list.set(docs[i]!);
    list.set(joined, docs[i]!.length);
    docs[i] = list;
  }
  if (!withLengths) return { tokens, docs };
  const byLength = fresh.length ? lengthsOf(tokens) : postings.byLength!;
  return { tokens, docs, byLength };
}

function soldWritten(sold: Bitset, size: number, changed: Change[]): Bitset {
  const bits = emptyBitset(size);
  bits.set(sold);
  for (const { doc, after } of changed) {
    if (isSoldStatus(after.status)) bits[doc >>> 5]! |= 1 << (doc & 31);
    else bits[doc >>> 5]! &= ~(1 << (doc & 31));
  }
  return bits;
}

function addTo(map: Map<string, Set<number>>, key: string, value: number) {
  (map.get(key) ?? map.set(key, new Set()).get(key)!).add(value);
}

function binarySearch(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! === value) return mid;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

function mergeSorted(a: string[], b: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) out.push(j >= b.length || (i < a.length && a[i]! < b[j]!) ? a[i++]! : b[j++]!);
  return out;
}
