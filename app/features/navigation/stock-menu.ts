import type { StockCounts } from "~/features/search";

/** The Our Stock dropdown's live counts, keyed by the listing path each menu link opens. */
export function stockCountsByPath(counts: StockCounts): Record<string, number> {
  const n = (t: keyof StockCounts) => counts[t] ?? 0;
  return {
    "/search/new-cars": n("new"),
    "/search/used-cars": n("used"),
    "/used-car": n("used"),
    "/search/demo-cars": n("demo"),
    "/search/new-and-demo-cars": n("new") + n("demo"),
    "/search/new-used-and-demo-cars": n("new") + n("used") + n("demo"),
  };
}
