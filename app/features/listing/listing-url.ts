import { slugify } from "~/platform/text/slug";
import { snapValue } from "./slider";
import {
  parseRange,
  rangeNames,
  type NumericRange,
  type RangeName,
  DEFAULT_SORT,
  isSortKey,
  type SortKey,
  urlFacets,
  type UrlFacet,
} from "~/features/search";

export { urlFacets, type UrlFacet };

/**
 * The listing's whole state lives in the URL (spec 000 section 2): query, page, sortBy, one
 * parameter per facet, and slider ranges as range[price]=min:max. Make, model and car type also
 * shape the path (spec 001 section 2: /search/{make}/{model}, /search/{type}-cars).
 */

export interface ListingState {
  query: string;
  /** One-based, as the URL shows it. */
  page: number;
  sortBy: SortKey;
  refinements: Partial<Record<UrlFacet, string[]>>;
  ranges: Partial<Record<RangeName, NumericRange>>;
  /** The filter whose whole list is open: how a browser without scripts opens "Show all makes" (spec 000 section 2). */
  show?: UrlFacet;
  /** The words the filters were read from (issue 38): while `query` is still these, they are not read again. */
  typed?: string;
  /** What the reading left of `query` for the free-text match; worked out on the server, never in the address. */
  words?: string;
}

export const emptyListingState: ListingState = {
  query: "",
  page: 1,
  sortBy: DEFAULT_SORT,
  refinements: {},
  ranges: {},
};

const carTypePaths: Record<string, string[]> = {
  "new-cars": ["new"],
  "used-cars": ["used"],
  "demo-cars": ["demo"],
  "new-and-demo-cars": ["new", "demo"],
  "new-used-and-demo-cars": [],
};
const ALL_STOCK_PATH = "/search/new-used-and-demo-cars";

/** Reads the query string; path-derived choices (make, model, car type) come in as `fromPath`. */
export function parseListingQuery(params: URLSearchParams, fromPath: ListingState["refinements"] = {}): ListingState {
  const refinements: ListingState["refinements"] = {};
  for (const facet of urlFacets) {
    const values = [...(fromPath[facet] ?? []), ...params.getAll(facet).map((v) => v.trim())].filter(
      (v) => v.length > 0,
    );
    if (values.length) refinements[facet] = [...new Set(values)].sort();
  }
  const ranges: ListingState["ranges"] = {};
  for (const name of rangeNames) {
    const range =
      parseRange(params.get(`range[${name}]`)) ??
      rangeFromFields(
        name,
        params.get(`${name}_min`),
        params.get(`${name}_max`),
        parseRange(params.get(`${name}_bounds`)),
      );
    if (range) ranges[name] = range;
  }
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const sortBy = params.get("sortBy") ?? "";
  const show = urlFacets.find((facet) => facet === params.get("show"));
  const typed = (params.get("typed") ?? "").trim().slice(0, 200);
  return {
    query: (params.get("query") ?? "").trim().slice(0, 200),
    ...(typed ? { typed } : {}),
    page: Number.isFinite(page) && page > 0 ? page : 1,
    sortBy: isSortKey(sortBy) ? sortBy : DEFAULT_SORT,
    refinements,
    ranges,
    ...(show ? { show } : {}),
  };
}

/**
 * The slider fields a form sends, e.g. price_min and price_max, with the slider's ends as
 * price_bounds: a thumb left at its end means no limit on that side.
 */
function rangeFromFields(
  name: RangeName,
  min: string | null,
  max: string | null,
  bounds: NumericRange | null,
): NumericRange | null {
  let lo = min?.trim() ? Number(min.replace(/[$,\s]/g, "")) : Number.NaN;
  let hi = max?.trim() ? Number(max.replace(/[$,\s]/g, "")) : Number.NaN;
  if (bounds?.min !== undefined && lo <= bounds.min) lo = Number.NaN;
  if (bounds?.max !== undefined && hi >= bounds.max) hi = Number.NaN;
  if (Number.isNaN(lo) && Number.isNaN(hi)) return null;
  return {
    ...(Number.isNaN(lo) ? {} : { min: snapValue(name, lo) }),
    ...(Number.isNaN(hi) ? {} : { max: snapValue(name, hi) }),
  };
}

export function formatRange(range: NumericRange): string {
  return `${range.min ?? ""}:${range.max ?? ""}`;
}

export interface ListingPathOptions {
  /** Spec 001 section 2: "/used-car/... Used-car variant of the search path for some dealers". */
  usedCarPath: boolean;
}

/**
 * The canonical address of a state: make and model in the path when there is one of each; else the
 * car-type path; else a single dealership or body type (the facet tiles' /search/{slug}).
 */
export function listingHref(state: ListingState, options: ListingPathOptions): string {
  const { make = [], model = [], car_type = [] } = state.refinements;
  const inPath = new Set<UrlFacet>();
  let path: string;
  const onlyUsed = car_type.length === 1 && car_type[0] === "used";
  const prefix = options.usedCarPath && onlyUsed ? "/used-car" : "/search";
  if (make.length === 1) {
    inPath.add("make");
    path = `${prefix}/${slugify(make[0]!)}`;
    if (model.length === 1) {
      inPath.add("model");
      path += `/${slugify(model[0]!)}`;
    }
    if (prefix === "/used-car") inPath.add("car_type");
  } else {
    const typePath = Object.entries(carTypePaths).find(([, types]) => types.length > 0 && sameSet(types, car_type));
    if (typePath) inPath.add("car_type");
    path = prefix === "/used-car" ? "/used-car" : typePath ? `/search/${typePath[0]}` : ALL_STOCK_PATH;
    const { dealership_slug: dealers = [], body = [] } = state.refinements;
    if (prefix === "/search" && !car_type.length && dealers.length === 1) {
      inPath.add("dealership_slug");
      path = `/search/${dealers[0]}`;
    } else if (prefix === "/search" && !car_type.length && body.length === 1) {
      inPath.add("body");
      path = `/search/${slugify(body[0]!)}`;
    }
  }
  const params = new URLSearchParams();
  if (state.query) params.set("query", state.query);
  if (state.query && state.typed === state.query) params.set("typed", state.typed);
  for (const facet of urlFacets) {
    if (inPath.has(facet)) continue;
    for (const value of state.refinements[facet] ?? []) params.append(facet, value);
  }
  for (const name of rangeNames) {
    const range = state.ranges[name];
    if (range && (range.min !== undefined || range.max !== undefined)) params.set(`range[${name}]`, formatRange(range));
  }
  if (state.sortBy !== DEFAULT_SORT) params.set("sortBy", state.sortBy);
  if (state.page > 1) params.set("page", String(state.page));
  if (state.show) params.set("show", state.show);
  const search = params.toString().replace(/%5B/g, "[").replace(/%5D/g, "]").replace(/%3A/g, ":");
  return search ? `${path}?${search}` : path;
}

function sameSet(a: string[], b: string[]) {
  return a.length === b.length && a.every((v) => b.includes(v));
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page };
}

/** Any filter, query or range the shopper chose; sort and page alone don't count. */
export function hasChoices(state: ListingState): boolean {
  return (
    Boolean(state.query) ||
    Object.values(state.refinements).some((v) => v?.length) ||
    Object.keys(state.ranges).length > 0
  );
}

export interface PathValues {
  makes: string[];
  /** make_model values: "Make > Model". */
  makeModels: string[];
  dealershipSlugs: string[];
  bodies: string[];
}

/**
 * The choices a listing path carries: /search/{type}-cars, /search/{car_type}, /search/{make},
 * /search/{make}/{model}, /search/{dealership_slug}, /search/{body}, and /used-car/{make}/{model}.
 * Null when the path names nothing this site has.
 */
export function refinementsFromPath(
  prefix: "search" | "used-car",
  segments: string[],
  values: PathValues,
): ListingState["refinements"] | null {
  const [first, second, ...rest] = segments.filter((s) => s.length > 0).map((s) => s.toLowerCase());
  if (rest.length) return null;
  const base: ListingState["refinements"] = prefix === "used-car" ? { car_type: ["used"] } : {};
  if (!first) return base;
  if (prefix === "search" && !second) {
    if (Object.hasOwn(carTypePaths, first)) return { car_type: carTypePaths[first]! };
    if (["new", "used", "demo"].includes(first)) return { car_type: [first] };
  }
  const make = values.makes.find((m) => slugify(m) === first);
  if (make) {
    if (!second) return { ...base, make: [make] };
    const model = values.makeModels
      .map((mm) => mm.split(" > "))
      .find(([mk, md]) => mk === make && md !== undefined && slugify(md) === second);
    return model ? { ...base, make: [make], model: [model[1]!] } : null;
  }
  if (second || prefix === "used-car") return null;
  const dealership = values.dealershipSlugs.find((d) => d === first);
  if (dealership) return { dealership_slug: [dealership] };
  const body = values.bodies.find((b) => slugify(b) === first);
  return body ? { body: [body] } : null;
}
