import { runSearch } from "./run-search";
import type { SearchCar } from "~/features/cars";
import type { SearchIndex } from "./search-index";
import type { SearchPolicy } from "./search-policy";
import type { Predicate, SearchRequest } from "./search-request";

/**
 * Spec 000 sections 7 and 9: similar cars come from queries with a price window of plus or minus
 * 10,000 under 50,000, else 25,000, limit 10 per query, at most 6 shown. The first query keeps the
 * make and model, the second the body type; both only in-stock cars of the same type. Where those
 * find fewer than 6, the other criteria give way a step at a time (issue 36), never the price window
 * (issue 56: a $216,120 Porsche listed a $17,810 i30) nor the kind of vehicle (a car is not like a
 * caravan): the same body at any condition, then any body of the same kind.
 */
const SIMILAR_LIMIT_PER_QUERY = 10;
const SIMILAR_SHOWN = 6;

export function priceWindow(price: number): { min: number; max: number } {
  const spread = price < 50_000 ? 10_000 : 25_000;
  return { min: Math.max(0, price - spread), max: price + spread };
}

type SimilarTo = Pick<SearchCar, "id" | "price" | "make" | "model" | "body" | "car_type"> &
  Partial<Pick<SearchCar, "item_type">>;

export function similarCarQueries(car: SimilarTo): SearchRequest[] {
  const window = priceWindow(car.price);
  const common: SearchRequest["filters"] = [
    [{ kind: "facet", facet: "status", value: "in_stock" }],
    [{ kind: "numeric", attribute: "id", op: "!=", value: car.id }],
    [{ kind: "range", attribute: "price", min: window.min, max: window.max }],
  ];
  const queries: SearchRequest[] = [
    {
      filters: [
        ...common,
        [{ kind: "facet", facet: "make", value: car.make }],
        [{ kind: "facet", facet: "model", value: car.model }],
      ],
      hitsPerPage: SIMILAR_LIMIT_PER_QUERY,
    },
  ];
  if (car.body)
    queries.push({
      filters: [
        ...common,
        [{ kind: "facet", facet: "body", value: car.body }],
        [{ kind: "facet", facet: "car_type", value: car.car_type }],
      ],
      hitsPerPage: SIMILAR_LIMIT_PER_QUERY,
    });
  return queries;
}

/** The looser queries tried, in order, only while fewer than 6 similar cars are found: all within the window. */
function relaxedQueries(car: SimilarTo): SearchRequest[] {
  const window = priceWindow(car.price);
  const facet = (name: "status" | "item_type" | "body", value: string): Predicate[] => [
    { kind: "facet", facet: name, value },
  ];
  const inWindow: Predicate[][] = [
    facet("status", "in_stock"),
    [{ kind: "numeric", attribute: "id", op: "!=", value: car.id }],
    [{ kind: "range", attribute: "price", min: Math.max(1, window.min), max: window.max }],
  ];
  const sameKind = car.item_type ? [facet("item_type", car.item_type)] : [];
  const steps: Predicate[][][] = [
    ...(car.body ? [[...inWindow, ...sameKind, facet("body", car.body)]] : []),
    [...inWindow, ...sameKind],
  ];
  return steps.map((filters) => ({ filters, hitsPerPage: SIMILAR_LIMIT_PER_QUERY }));
}

/** The first 6 distinct cars across the queries' answers, in query order. */
export function pickSimilar<T extends { id: number }>(answers: T[][]): T[] {
  const seen = new Set<number>();
  return answers
    .flat()
    .filter((c) => !seen.has(c.id) && seen.add(c.id))
    .slice(0, SIMILAR_SHOWN);
}

export function findSimilar(index: SearchIndex, car: SimilarTo, policy: SearchPolicy): SearchCar[] {
  const answers = similarCarQueries(car).map((request) => runSearch(index, request, policy).hits);
  for (const request of relaxedQueries(car)) {
    if (pickSimilar(answers).length >= SIMILAR_SHOWN) break;
    answers.push(runSearch(index, request, policy).hits);
  }
  return pickSimilar(answers);
}
