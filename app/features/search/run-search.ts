import {
  and,
  andInto,
  andNotInto,
  emptyBitset,
  fullBitset,
  hasBit,
  isEmpty,
  orInto,
  popcount,
  type Bitset,
} from "./bitset";
import type { FacetName } from "./facets";
import { collapseCounts } from "./collapse-counts";
import { valueBits, type SearchIndex } from "./search-index";
import { isListed, type SearchPolicy } from "./search-policy";
import {
  rangeNames,
  sliderNames,
  type SliderName,
  type NumericOp,
  type FacetStats,
  type Filter,
  type Predicate,
  type RangeName,
  type SearchRequest,
  type SearchResult,
} from "./search-request";
import { DEFAULT_SORT } from "./sort-keys";
import { tokenize, TYPO_MIN_LENGTH, withinOneEdit } from "./text-match";

const DEFAULT_HITS_PER_PAGE = 21;
const DEFAULT_MAX_VALUES_PER_FACET = 100;

/** Answers one listing query from the index: hits for the page, exact counts, disjunctive facets and stats. */
export function runSearch(index: SearchIndex, request: SearchRequest, policy: SearchPolicy): SearchResult {
  const sort = request.sort ?? DEFAULT_SORT;
  const hitsPerPage = request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  const page = Math.max(0, request.page ?? 0);

  const { key: listedKey, bits: listed } = listedBits(index, policy);
  const base = listed.slice();
  const text = request.query ? textBits(index, request.query) : null;
  if (text) andInto(base, text);
  if (request.filters?.length) andInto(base, filterBits(index, request.filters));
  const excludeZeroPrice = sort === "price_asc" && policy.price_sort_excludes_zero;
  if (excludeZeroPrice) andInto(base, predicateBits(index, { kind: "numeric", attribute: "price", op: ">", value: 0 }));

  const refinements = refinementBits(index, request);
  const all = base.slice();
  for (const r of refinements) andInto(all, r.bits);

  const { docs, count } = pageOf(index, all, sort, page, hitsPerPage, policy.collapse_sold_runs);
  // Browsing everything (in price order without the cars priced 0, or in any other order) counts the same each time.
  const browseAll = !text && !request.filters?.length && !refinements.length;
  const countAll = () =>
    countFacets(
      index,
      base,
      all,
      refinements,
      request.facets ?? [],
      request.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET,
      policy.collapse_sold_runs ? index.sorts[sort] : null,
    );
  const { facets, facets_stats } = browseAll
    ? browseFacets(
        index,
        `${listedKey}|${excludeZeroPrice}|${request.facets?.join(",")}|${request.maxValuesPerFacet}|${policy.collapse_sold_runs ? sort : ""}`,
        countAll,
      )
    : countAll();
  return {
    hits: docs.map((d) => index.cars[d]!),
    count,
    page,
    pages: Math.ceil(count / hitsPerPage),
    hitsPerPage,
    facets,
    facets_stats,
  };
}

/** The cars the site lists right now; cached per minute because "sold within N days" moves with the clock. */
function listedBits(index: SearchIndex, policy: SearchPolicy): { key: string; bits: Bitset } {
  const key = `${policy.stock_filter}:${policy.include_sold_cars_days}:${Math.floor(policy.now / 60)}`;
  if (index.listed?.key !== key) {
    const bits = emptyBitset(index.size);
    index.cars.forEach((car, doc) => {
      if (isListed(car, policy)) bits[doc >>> 5]! |= 1 << (doc & 31);
    });
    index.listed = { key, bits };
  }
  return index.listed;
}

/** Browse-all counts only change with the listed set, so landing pages reuse them. */
function browseFacets(index: SearchIndex, key: string, count: () => Pick<SearchResult, "facets" | "facets_stats">) {
  let counted = index.browseFacets.get(key);
  if (!counted) {
    if (index.browseFacets.size >= 32) index.browseFacets.clear();
    counted = count();
    index.browseFacets.set(key, counted);
  }
  return counted;
}

interface Refinement {
  key: FacetName | RangeName;
  bits: Bitset;
}

function refinementBits(index: SearchIndex, request: SearchRequest): Refinement[] {
  const out: Refinement[] = [];
  for (const [facet, values] of Object.entries(request.refinements ?? {}) as [FacetName, string[]][]) {
    if (!values.length) continue;
    const bits = emptyBitset(index.size);
    for (const value of values) orInto(bits, predicateBits(index, { kind: "facet", facet, value }));
    out.push({ key: facet, bits });
  }
  for (const name of rangeNames) {
    const range = request.ranges?.[name];
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    const predicate: Predicate = {
      kind: "range",
      attribute: name,
      min: range.min ?? -Infinity,
      max: range.max ?? Infinity,
    };
    out.push({ key: name, bits: predicateBits(index, predicate) });
  }
  return out;
}

function filterBits(index: SearchIndex, filter: Filter): Bitset {
  const result = fullBitset(index.size);
  for (const group of filter) {
    const any = emptyBitset(index.size);
    for (const predicate of group) orInto(any, predicateBits(index, predicate));
    andInto(result, any);
  }
  return result;
}

function predicateBits(index: SearchIndex, predicate: Predicate): Bitset {
  if (predicate.kind === "facet") {
    const bits = emptyBitset(index.size);
    for (const id of index.facets[predicate.facet].lookup.get(predicate.value.toLowerCase()) ?? [])
      orInto(bits, valueBits(index, predicate.facet, id));
    if (!predicate.negate) return bits;
    const rest = fullBitset(index.size);
    andNotInto(rest, bits);
    return rest;
  }
  const values = index.numeric[predicate.attribute];
  const bits = emptyBitset(index.size);
  const { min, max, openMin, openMax, except } =
    predicate.kind === "range"
      ? { ...closed, min: predicate.min, max: predicate.max }
      : interval(predicate.op, predicate.value);
  for (let doc = 0; doc < values.length; doc++) {
    const v = values[doc]!;
    // NaN (no value) fails every comparison.
    if (v >= min && v <= max && !(openMin && v === min) && !(openMax && v === max) && v !== except)
      bits[doc >>> 5]! |= 1 << (doc & 31);
  }
  return bits;
}

const closed = { min: -Infinity, max: Infinity, openMin: false, openMax: false, except: Number.NaN };

/** A comparison as an interval, each end open or closed; `!=` is the whole line less one point. */
function interval(op: NumericOp, value: number): typeof closed {
  switch (op) {
    case "<":
      return { ...closed, max: value, openMax: true };
    case "<=":
      return { ...closed, max: value };
    case "=":
      return { ...closed, min: value, max: value };
    case "!=":
      return { ...closed, except: value };
    case ">=":
      return { ...closed, min: value };
    case ">":
      return { ...closed, min: value, openMin: true };
  }
}

/**
 * Every query word must match a car word by prefix or one typo, or a stock number or VIN by prefix;
 * or the whole query, punctuation dropped, starts a stock number or VIN ("A-2" finds A2).
 */
function textBits(index: SearchIndex, query: string): Bitset | null {
  const words = tokenize(query);
  if (!words.length) return null;
  const result = fullBitset(index.size);
  for (const word of words) {
    const bits = wordBits(index, word);
    // "2014 BYD": a model year in the words matches cars of that year as well as any text it spells.
    if (isModelYear(word))
      orInto(bits, predicateBits(index, { kind: "numeric", attribute: "year", op: "=", value: Number(word) }));
    andInto(result, bits);
  }
  if (words.length > 1) identifierBits(index, words.join(""), result);
  return result;
}

/** A word that reads as a model year: four digits from 1950 to 2099. */
export function isModelYear(word: string): boolean {
  return /^(19[5-9]\d|20\d\d)$/.test(word);
}

function wordBits(index: SearchIndex, word: string): Bitset {
  const bits = emptyBitset(index.size);
  const { tokens, docs, byLength } = index.words;
  const matched = new Set<number>();
  for (let i = lowerBound(tokens, word); i < tokens.length && tokens[i]!.startsWith(word); i++) matched.add(i);
  if (word.length >= TYPO_MIN_LENGTH) {
    for (let len = word.length - 1; len <= word.length + 1; len++) {
      for (const i of byLength.get(len) ?? []) if (withinOneEdit(word, tokens[i]!)) matched.add(i);
    }
  }
  for (const i of matched) for (const doc of docs[i]!) bits[doc >>> 5]! |= 1 << (doc & 31);
  identifierBits(index, word, bits);
  return bits;
}

function identifierBits(index: SearchIndex, prefix: string, into: Bitset): void {
  const ids = index.identifiers;
  for (let i = lowerBound(ids.tokens, prefix); i < ids.tokens.length && ids.tokens[i]!.startsWith(prefix); i++) {
    for (const doc of ids.docs[i]!) into[doc >>> 5]! |= 1 << (doc & 31);
  }
}

function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Walks the sort's permutation; with sold runs collapsed, the count needs the whole walk. */
function pageOf(
  index: SearchIndex,
  all: Bitset,
  sort: keyof SearchIndex["sorts"],
  page: number,
  hitsPerPage: number,
  collapseSold: boolean,
) {
  const soldHits = and(all, index.sold);
  const collapse = collapseSold && !isEmpty(soldHits) && popcount(soldHits) !== popcount(all);
  const start = page * hitsPerPage;
  const end = start + hitsPerPage;
  const docs: number[] = [];
  let n = 0;
  let previousSold = false;
  for (const doc of index.sorts[sort]) {
    if (!hasBit(all, doc)) continue;
    const sold = hasBit(index.sold, doc);
    if (collapse && sold && previousSold) continue;
    previousSold = sold;
    if (n >= start && n < end) docs.push(doc);
    n++;
    if (!collapse && n >= end) break;
  }
  // The count is the cards a shopper can page through: a collapsed run of sold cars is one card.
  return { docs, count: collapse ? n : popcount(all) };
}

/**
 * `collapseOrder` is the listing's order where runs of sold cars collapse to one card: a value's
 * count is then the cards its listing would show, so a filter's count, a home tile and the listing's
 * "N vehicles found" agree (issue 36).
 */
function countFacets(
  index: SearchIndex,
  base: Bitset,
  all: Bitset,
  refinements: Refinement[],
  facets: FacetName[],
  maxValues: number,
  collapseOrder: Uint32Array | null,
) {
  const refined = new Set(refinements.map((r) => r.key));
  const passes: { bits: Bitset; facets: FacetName[]; stats: SliderName[] }[] = [
    { bits: all, facets: facets.filter((f) => !refined.has(f)), stats: sliderNames.filter((r) => !refined.has(r)) },
  ];
  for (const own of refinements) {
    const others = base.slice();
    for (const r of refinements) if (r !== own) andInto(others, r.bits);
    const facet = facets.find((f) => f === own.key);
    const stat = sliderNames.find((r) => r === own.key);
    if (facet || stat) passes.push({ bits: others, facets: facet ? [facet] : [], stats: stat ? [stat] : [] });
  }
  const result: SearchResult["facets"] = {};
  const stats: SearchResult["facets_stats"] = {};
  for (const pass of passes) {
    const singles = pass.facets.filter((f) => !index.facets[f].list);
    const lists = pass.facets.filter((f) => index.facets[f].list);
    const counts = singles.map((f) => new Uint32Array(index.facets[f].values.length + 1));
    const columns = singles.map((f) => index.facets[f].valueOf);
    const listCounts = lists.map((f) => new Uint32Array(index.facets[f].values.length + 1));
    const listColumns = lists.map((f) => index.facets[f].list!);
    const numbers = pass.stats.map((s) => index.numeric[s]);
    const min = pass.stats.map(() => Infinity);
    const max = pass.stats.map(() => -Infinity);
    const bits = pass.bits;
    for (let w = 0; w < bits.length; w++) {
      let word = bits[w]!;
      while (word !== 0) {
        const low = word & -word;
        const doc = (w << 5) + 31 - Math.clz32(low);
        word ^= low;
        for (let f = 0; f < columns.length; f++) counts[f]![columns[f]![doc]!]!++;
        for (let l = 0; l < listColumns.length; l++) {
          const { offsets, ids } = listColumns[l]!;
          for (let k = offsets[doc]!; k < offsets[doc + 1]!; k++) listCounts[l]![ids[k]! + 1]!++;
        }
        for (let s = 0; s < numbers.length; s++) {
          const v = numbers[s]![doc]!;
          if (v < min[s]!) min[s] = v;
          if (v > max[s]!) max[s] = v;
        }
      }
    }
    if (collapseOrder && pass.facets.length && !isEmpty(and(pass.bits, index.sold)))
      collapseCounts([...counts, ...listCounts], collapseOrder, pass.bits, index.sold, columns, listColumns);
    singles.forEach((f, i) => (result[f] = topValues(index.facets[f].values, counts[i]!, maxValues)));
    lists.forEach((f, i) => (result[f] = topValues(index.facets[f].values, listCounts[i]!, maxValues)));
    pass.stats.forEach((s, i) => {
      if (min[i]! <= max[i]!) stats[s] = { min: min[i]!, max: max[i]! } satisfies FacetStats;
    });
  }
  return { facets: result, facets_stats: stats };
}

/** Values with a count, most cars first, then by name; at most maxValues of them. */
function topValues(values: string[], counts: Uint32Array, maxValues: number): Record<string, number> {
  const present: [string, number][] = [];
  for (let id = 0; id < values.length; id++) if (counts[id + 1]! > 0) present.push([values[id]!, counts[id + 1]!]);
  present.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return Object.fromEntries(present.slice(0, maxValues));
}
