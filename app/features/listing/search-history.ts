import { hasChoices, type ListingState } from "./listing-url";

/** Spec 001 section 3: the last 5 searches, each with its non-empty filters and a path. */
export const SEARCH_HISTORY_KEY = "search-history";
const SEARCH_HISTORY_LENGTH = 5;

export interface RememberedSearch {
  path: string;
  filters: Record<string, unknown>;
}

/** Newest first, one entry per search (a second page or another sort of the same choices is the same search), at most 5. */
export function addSearch(history: RememberedSearch[], state: ListingState, path: string): RememberedSearch[] {
  if (!hasChoices(state)) return history;
  const filters: Record<string, unknown> = {
    ...(state.query ? { query: state.query } : {}),
    ...Object.fromEntries(Object.entries(state.refinements).filter(([, v]) => v?.length)),
    ...Object.fromEntries(Object.entries(state.ranges).map(([k, v]) => [`range[${k}]`, v])),
  };
  const same = (h: RememberedSearch) => h.path === path || JSON.stringify(h.filters) === JSON.stringify(filters);
  return [{ path, filters }, ...history.filter((h) => !same(h))].slice(0, SEARCH_HISTORY_LENGTH);
}

export function rememberSearch(state: ListingState, path: string): void {
  try {
    const history = JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? "[]") as RememberedSearch[];
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(addSearch(history, state, path)));
  } catch (error) {
    console.warn("could not keep the search history", error);
  }
}

/** A remembered search in words: "Toyota, HiLux, price up to 30000, “white”". */
export function describeSearch(search: RememberedSearch): string {
  return Object.entries(search.filters)
    .map(([key, value]) => {
      if (key === "query") return `“${String(value)}”`;
      const range = /^range\[(\w+)\]$/.exec(key);
      if (range) {
        const { min, max } = value as { min?: number; max?: number };
        return `${range[1]} ${min !== undefined && max !== undefined ? `${min} to ${max}` : min !== undefined ? `from ${min}` : `up to ${max}`}`;
      }
      return (value as string[]).join(" or ");
    })
    .join(", ");
}
