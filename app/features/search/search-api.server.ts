import { z } from "zod";
import { MAX_ROW_ID } from "~/platform/forms/row-id";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { DIRECTORY_PAGE_SIZE, searchModels, searchOffers } from "./directory-search.server";
import { isFacetName, type FacetName } from "./facets";
import { FilterSyntaxError, parseFilterString } from "./filter-string";
import { parseRange, type RangeName, type SearchRequest } from "./search-request";
import { runSearch } from "./run-search";
import type { SearchCar } from "~/features/cars";
import { siteSearchIndex } from "./search-index.server";
import { searchPolicy } from "./search-policy";
import { findSimilar } from "./similar-cars";
import { isSortKey, sortKeys } from "./sort-keys";
import { tokenize, wordMatches } from "./text-match";

/**
 * POST /api/search: the multi-query body of spec 000 section 7. Each query names an index:
 * Car_production (the cars, the default), Model_production (the manufacturer/model directory) or
 * Offer_production (special offers). Answers results[] in the same order.
 */
const CarQuery = z.object({
  index: z.literal("Car_production").default("Car_production"),
  query: z.string().max(200).default(""),
  filters: z.string().max(2000).default(""),
  facetFilters: z.array(z.union([z.string(), z.array(z.string())])).default([]),
  numericFilters: z.array(z.string()).default([]),
  facets: z.union([z.literal("*"), z.array(z.string())]).default([]),
  maxValuesPerFacet: z.number().int().min(1).max(1000).default(100),
  hitsPerPage: z.number().int().min(0).max(1000).optional(),
  /** The limited-list call: a filter string plus a limit. */
  limit: z.number().int().min(0).max(1000).optional(),
  page: z.number().int().min(0).default(0),
  sortBy: z.enum(sortKeys).optional(),
  highlightPreTag: z.string().max(40).optional(),
  highlightPostTag: z.string().max(40).optional(),
  /** Similar cars for this car's slug: the spec's price window, 10 per query, 6 shown. */
  similarTo: z.string().max(200).optional(),
});
const ModelQuery = z.object({
  index: z.literal("Model_production"),
  query: z.string().max(200).optional(),
  manufacturer: z.string().max(100).optional(),
  model: z.string().max(100).optional(),
  body: z.string().max(100).optional(),
  offset: z.number().int().min(0).default(0),
});
const OfferQuery = z.object({
  index: z.literal("Offer_production"),
  query: z.string().max(200).optional(),
  categories: z.array(z.string().max(100)).max(50).optional(),
  price: z.string().max(40).optional(),
  offset: z.number().int().min(0).default(0),
  dealership_id: z.number().int().min(1).max(MAX_ROW_ID).optional(),
});
export const SearchBody = z.object({
  queries: z
    .array(z.union([ModelQuery, OfferQuery, CarQuery]))
    .min(1)
    .max(20),
});

export type SearchQueries = z.infer<typeof SearchBody>["queries"];

/** Every query's answer, or the first filter that could not be read. */
export async function answerSearchQueries(
  scope: SiteScope,
  queries: SearchQueries,
): Promise<{ ok: true; results: unknown[] } | { ok: false; error: string }> {
  try {
    return { ok: true, results: await Promise.all(queries.map((q) => answer(scope, q))) };
  } catch (error) {
    if (error instanceof FilterSyntaxError) return { ok: false, error: error.message };
    throw error;
  }
}

async function answer(scope: SiteScope, q: SearchQueries[number]) {
  const started = performance.now();
  if (q.index === "Model_production") {
    const found = await searchModels(scope, q);
    return { index: q.index, ...found, page: Math.floor(q.offset / DIRECTORY_PAGE_SIZE), ms: elapsed(started) };
  }
  if (q.index === "Offer_production") {
    const found = await searchOffers(scope, {
      ...q,
      price: q.price ? (parseRange(q.price) ?? undefined) : undefined,
      dealershipId: q.dealership_id,
    });
    return { index: q.index, ...found, page: Math.floor(q.offset / DIRECTORY_PAGE_SIZE), ms: elapsed(started) };
  }
  const index = await siteSearchIndex(scope);
  const policy = searchPolicy(scope.config, new Date());
  if (q.similarTo) {
    const car = index.cars.find((c) => c.slug === q.similarTo);
    const hits = car ? findSimilar(index, car, policy) : [];
    return { index: q.index, hits, count: hits.length, page: 0, pages: hits.length ? 1 : 0, ms: elapsed(started) };
  }
  const result = runSearch(index, carRequest(q), policy);
  const hits =
    q.highlightPreTag && q.query
      ? result.hits.map((hit) =>
          withHighlight(hit, q.query, q.highlightPreTag!, q.highlightPostTag ?? q.highlightPreTag!),
        )
      : result.hits;
  return { index: q.index, ...result, hits, nbHits: result.count, nbPages: result.pages, ms: elapsed(started) };
}

function carRequest(q: z.infer<typeof CarQuery>): SearchRequest {
  const refinements: Partial<Record<FacetName, string[]>> = {};
  for (const entry of q.facetFilters) {
    for (const pair of Array.isArray(entry) ? entry : [entry]) {
      const [facet, ...rest] = pair.split(":");
      if (!facet || !isFacetName(facet)) throw new FilterSyntaxError(`${facet} is not a facet`);
      (refinements[facet] ??= []).push(rest.join(":"));
    }
  }
  const ranges: SearchRequest["ranges"] = {};
  for (const text of q.numericFilters) {
    const match = /^\s*(price|km|year)\s*(<=|>=|<|>|=)\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
    if (!match) throw new FilterSyntaxError(`Cannot read the numeric filter "${text}"`);
    const [, name, op, value] = match as unknown as [string, RangeName, string, string];
    const range = (ranges[name] ??= {});
    if (op.startsWith(">") || op === "=") range.min = Number(value) + (op === ">" ? 1 : 0);
    if (op.startsWith("<") || op === "=") range.max = Number(value) - (op === "<" ? 1 : 0);
  }
  return {
    query: q.query,
    filters: q.filters ? parseFilterString(q.filters) : [],
    refinements,
    ranges,
    facets: q.facets === "*" ? undefined : q.facets.filter(isFacetName),
    maxValuesPerFacet: q.maxValuesPerFacet,
    hitsPerPage: q.limit ?? q.hitsPerPage ?? 21,
    page: q.page,
    sort: q.sortBy && isSortKey(q.sortBy) ? q.sortBy : undefined,
  } satisfies SearchRequest;
}

const HIGHLIGHTED = ["make", "model", "badge", "series", "colour", "body", "stocknum"] as const;

/** Wraps the words the query matched, after escaping the value as HTML. */
function withHighlight(hit: SearchCar, query: string, pre: string, post: string) {
  const words = tokenize(query);
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const mark = (value: string) => {
    const parts = value.split(/([^A-Za-z0-9]+)/);
    return parts
      .map((part) =>
        words.some((w) => wordMatches(w, part.toLowerCase())) ? `${pre}${escape(part)}${post}` : escape(part),
      )
      .join("");
  };
  const _highlightResult = Object.fromEntries(
    HIGHLIGHTED.flatMap((f) => (hit[f] ? [[f, { value: mark(hit[f]!) }]] : [])),
  );
  return { ...hit, _highlightResult };
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 100) / 100;
}
