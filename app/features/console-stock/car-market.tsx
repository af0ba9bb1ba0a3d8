import { MIN_OTHER_CARS, priceToMarketWords, type CarMarket } from "~/features/market";
import { formatMoney, formatNumber } from "~/ui/format";

/**
 * A car against the platform's market (issue 55): its price against other dealers' asking prices for
 * the same make, model, badge, years and kilometres, what theirs sold for and how fast, and a
 * suggested price. Never a dealer's name or a car of theirs.
 */
export function CarMarketPanel({ market }: { market: CarMarket | null }) {
  return (
    <section aria-labelledby="car-market" className="rounded-lg border border-muted bg-background p-4 text-sm">
      <h2 id="car-market" className="mb-2 font-bold">
        Market
      </h2>
      {market ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">Price</dt>
          <dd className={`font-semibold ${market.over_market ? "text-red-800" : ""}`}>
            {priceToMarketWords(market.price_to_market)}
          </dd>
          <dt className="text-muted-foreground">Market</dt>
          <dd>
            {formatMoney(market.market_price)} · {formatNumber(market.comparables)} cars at {market.dealers} other{" "}
            {market.dealers === 1 ? "dealer" : "dealers"}, {formatNumber(market.for_sale)} for sale now
          </dd>
          <dt className="text-muted-foreground">Sold</dt>
          <dd>
            {market.sold_median
              ? `${formatMoney(market.sold_median)}${market.days_to_sell !== null ? ` in ${market.days_to_sell} days` : ""}`
              : "None sold yet"}
          </dd>
          <dt className="text-muted-foreground">In stock</dt>
          <dd className={market.aged ? "font-semibold text-red-800" : undefined}>
            {market.days_in_stock} days{market.aged ? ": aged" : ""}
          </dd>
          <dt className="text-muted-foreground">Suggested</dt>
          <dd className="font-semibold">{formatMoney(market.suggested_price)}</dd>
        </dl>
      ) : (
        <p className="text-muted-foreground">
          Not enough cars like it at other dealers yet: {MIN_OTHER_CARS} are needed before the market is shown.
        </p>
      )}
    </section>
  );
}
