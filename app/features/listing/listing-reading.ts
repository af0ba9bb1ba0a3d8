import type { QueryReading } from "~/features/search";
import type { ListingState, UrlFacet } from "./listing-url";

/**
 * Issue 38: the words a shopper typed become the listing's own filters, once. The address then
 * carries those filters and `typed`, so removing one (a chip, a checkbox) is not undone by reading
 * the same words again; new words are read afresh. A reading's bounds replace those it names.
 */
export function withReading(state: ListingState, read: (text: string) => QueryReading): ListingState {
  const { typed: _typed, words: _words, ...rest } = state;
  if (!state.query) return rest;
  const reading = read(state.query);
  if (state.typed === state.query) return { ...state, words: reading.words };
  const facets = Object.entries(reading.refinements) as [UrlFacet, string[]][];
  const bounds = Object.entries(reading.ranges);
  if (!facets.length && !bounds.length) return { ...rest, words: reading.words };
  const refinements = { ...state.refinements };
  for (const [facet, values] of facets)
    refinements[facet] = [...new Set([...(refinements[facet] ?? []), ...values])].sort();
  const ranges = { ...state.ranges };
  for (const [name, range] of bounds)
    ranges[name as keyof typeof ranges] = { ...ranges[name as keyof typeof ranges], ...range };
  return { ...rest, refinements, ranges, page: 1, typed: state.query, words: reading.words };
}
