import type { SearchCar } from "~/features/cars";

/** The listing's sorts; custom rank descending is the default, as the hosted index ordered it. */
export const sortKeys = [
  "custom_rank",
  "price_asc",
  "price_desc",
  "year_desc",
  "year_asc",
  "km_asc",
  "km_desc",
  "newest",
] as const;
export type SortKey = (typeof sortKeys)[number];
export const DEFAULT_SORT: SortKey = "custom_rank";

export const sortLabels: Record<SortKey, string> = {
  custom_rank: "Featured",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  year_desc: "Year: newest first",
  year_asc: "Year: oldest first",
  km_asc: "Kilometres: lowest first",
  km_desc: "Kilometres: highest first",
  newest: "Recently added",
};

export function isSortKey(value: string): value is SortKey {
  return (sortKeys as readonly string[]).includes(value);
}

type Compare = (a: SearchCar, b: SearchCar) => number;

/** Ties fall back to custom rank descending, then id, so every order is total and repeatable. */
const tieBreak: Compare = (a, b) => b.custom_rank - a.custom_rank || a.id - b.id;

const primary: Record<SortKey, Compare> = {
  custom_rank: () => 0,
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
  year_desc: (a, b) => b.year - a.year,
  year_asc: (a, b) => a.year - b.year,
  km_asc: (a, b) => a.km - b.km,
  km_desc: (a, b) => b.km - a.km,
  newest: (a, b) => b.created_at_timestamp - a.created_at_timestamp,
};

export function compareBy(key: SortKey): Compare {
  const first = primary[key];
  return (a, b) => first(a, b) || tieBreak(a, b);
}
