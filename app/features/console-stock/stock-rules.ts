/**
 * Issue 40: the console's stock list. What can be searched, filtered and sorted, read from the
 * address (so every view is a link), and the bulk actions with the sums they do.
 */
export const stockSorts = {
  newest: "Newest first",
  oldest: "Longest in stock",
  price_low: "Price, low to high",
  price_high: "Price, high to low",
  stocknum: "Stock number",
  updated: "Recently changed",
  over_market: "Most over market",
} as const;
export type StockSort = keyof typeof stockSorts;

export const stockFlags = {
  no_photos: "No photos",
  no_price: "No price",
  hidden: "Hidden from the website",
  over_market: "Over market",
  aged: "Aged: longer than the market takes to sell",
} as const;
export type StockFlag = keyof typeof stockFlags;

/** The statuses a car moves through; an import may bring others, which the list shows as they are. */
export const carStatuses = { in_stock: "In stock", coming_soon: "Coming soon", sold: "Sold" } as const;
export const carTags = ["New Arrival", "Test Drive Only"] as const;

export interface StockFilters {
  q: string;
  status: string;
  car_type: string;
  yard: number | null;
  /** In stock at least this many days. */
  days: number | null;
  flag: StockFlag | "";
  sort: StockSort;
  page: number;
}

export const STOCK_PAGE_SIZE = 50;

const positive = (v: string | null) => {
  const n = Number(v);
  return v && Number.isSafeInteger(n) && n > 0 ? n : null;
};

export function parseStockFilters(params: URLSearchParams): StockFilters {
  const sort = params.get("sort") ?? "";
  const flag = params.get("flag") ?? "";
  const carType = params.get("car_type") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 80),
    status: /^[a-z_]{1,40}$/.test(params.get("status") ?? "") ? (params.get("status") as string) : "",
    car_type: ["new", "used", "demo"].includes(carType) ? carType : "",
    yard: positive(params.get("yard")),
    days: positive(params.get("days")),
    flag: Object.hasOwn(stockFlags, flag) ? (flag as StockFlag) : "",
    sort: Object.hasOwn(stockSorts, sort) ? (sort as StockSort) : "newest",
    page: positive(params.get("page")) ?? 1,
  };
}

/** The list's address for these filters at `page`: only what differs from the default is written. */
export function stockQuery(filters: StockFilters, page = filters.page): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  if (filters.car_type) params.set("car_type", filters.car_type);
  if (filters.yard) params.set("yard", String(filters.yard));
  if (filters.days) params.set("days", String(filters.days));
  if (filters.flag) params.set("flag", filters.flag);
  if (filters.sort !== "newest") params.set("sort", filters.sort);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export type BulkAction =
  | { kind: "mark_sold" }
  | { kind: "hide" }
  | { kind: "show" }
  | { kind: "move_yard"; yard: number }
  | { kind: "price"; by: "amount" | "percent"; change: number };

export const bulkKinds = {
  mark_sold: "Mark sold",
  hide: "Hide from the website",
  show: "Show on the website",
  move_yard: "Move to another yard",
  price: "Change the price",
} as const;

/** The bulk action a form asked for, or the reason it cannot be done. */
export function parseBulkAction(fields: {
  bulk: string;
  yard: string;
  by: string;
  change: string;
}): BulkAction | { error: string } {
  switch (fields.bulk) {
    case "mark_sold":
    case "hide":
    case "show":
      return { kind: fields.bulk };
    case "move_yard": {
      const yard = positive(fields.yard);
      return yard ? { kind: "move_yard", yard } : { error: "Choose the yard to move the cars to." };
    }
    case "price": {
      const change = Number(fields.change.replace(/[$,%\s]/g, ""));
      if (!fields.change.trim() || !Number.isFinite(change) || change === 0)
        return { error: "Give the price change, such as -500 or 5 (a negative number lowers prices)." };
      const by = fields.by === "percent" ? "percent" : "amount";
      if (by === "percent" && (change <= -100 || change > 100))
        return { error: "A percentage change must be between -99 and 100." };
      return { kind: "price", by, change };
    }
    default:
      return { error: "Choose what to do with the ticked cars." };
  }
}

/** A price after a bulk change, in whole dollars and never below zero: $45,990 less 5% is $43,691. */
export function priceAfter(price: number, action: Extract<BulkAction, { kind: "price" }>): number {
  const next = action.by === "amount" ? price + action.change : price * (1 + action.change / 100);
  return Math.max(0, Math.round(next));
}

/** What the confirmation asks, counting the cars: "Lower the price of 12 cars by 5%?". */
export function describeBulk(action: BulkAction, count: number, yardName?: string): string {
  const cars = `${count.toLocaleString("en-AU")} ${count === 1 ? "car" : "cars"}`;
  switch (action.kind) {
    case "mark_sold":
      return `Mark ${cars} as sold?`;
    case "hide":
      return `Hide ${cars} from the website?`;
    case "show":
      return `Show ${cars} on the website?`;
    case "move_yard":
      return `Move ${cars} to ${yardName ?? "the chosen yard"}?`;
    case "price": {
      const size = Math.abs(action.change);
      const amount = action.by === "percent" ? `${size}%` : `$${size.toLocaleString("en-AU")}`;
      return `${action.change < 0 ? "Lower" : "Raise"} the price of ${cars} by ${amount}?`;
    }
  }
}
