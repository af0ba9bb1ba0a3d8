import { useEffect, useState } from "react";

export interface CurrentPrice {
  price: number;
  price_type: string | null;
  status: string;
}

/**
 * Favourites keep only the spec's fields (spec 000 §3: no price), so their cards ask the site's search
 * for today's price of each: a price that moved since the car was saved shows as it is now (issue 36).
 * Cars the site no longer lists come back missing.
 */
export function useCurrentPrices(ids: number[]): Map<number, CurrentPrice> | null {
  const key = ids.join(",");
  const [prices, setPrices] = useState<Map<number, CurrentPrice> | null>(null);
  useEffect(() => {
    if (!key) return;
    const wanted = key.split(",");
    const controller = new AbortController();
    fetch("/api/search", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        queries: [{ filters: `(${wanted.map((id) => `id = ${id}`).join(" OR ")})`, hitsPerPage: wanted.length }],
      }),
      signal: controller.signal,
    })
      .then((answer) => (answer.ok ? answer.json() : null))
      .then((body: { results: { hits: ({ id: number } & CurrentPrice)[] }[] } | null) => {
        if (body) setPrices(new Map(body.results[0]!.hits.map((hit) => [hit.id, hit])));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [key]);
  return prices;
}
