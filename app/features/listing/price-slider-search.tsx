import { useState } from "react";
import { useNavigate } from "react-router";
import { formatMoney } from "~/ui/format";
import { moveHandle, PRICE_SLIDER, priceSearchHref } from "./price-slider";
import { buttonClass } from "~/ui/button";
import { useStockWords } from "~/features/cars/components";

/** Works as a plain GET form to /search without JavaScript; with it, the button navigates in place. */
export function PriceSliderSearch() {
  const [range, setRange] = useState<{ min: number; max: number }>({ min: PRICE_SLIDER.min, max: PRICE_SLIDER.max });
  const navigate = useNavigate();
  const words = useStockWords();
  return (
    <section aria-labelledby="price-search-heading" className="mx-auto max-w-7xl px-4 py-8">
      <h2 id="price-search-heading" className="mb-2 text-2xl font-bold">
        Search by price
      </h2>
      <form
        method="get"
        action="/search"
        className="rounded-lg border border-muted p-5"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(priceSearchHref(range));
        }}
      >
        <input type="hidden" name="sortBy" value="price_desc" />
        <input type="hidden" name="price_bounds" value={`${PRICE_SLIDER.min}:${PRICE_SLIDER.max}`} />
        <p className="mb-3 text-lg font-semibold" aria-live="polite">
          {formatMoney(range.min)} - {formatMoney(range.max)}
        </p>
        <div className="relative h-6">
          <div className="absolute top-2.5 h-1 w-full rounded bg-muted" aria-hidden="true" />
          {(["min", "max"] as const).map((handle) => (
            <input
              key={handle}
              type="range"
              name={`price_${handle}`}
              min={PRICE_SLIDER.min}
              max={PRICE_SLIDER.max}
              step={PRICE_SLIDER.step}
              value={range[handle]}
              onChange={(e) => setRange(moveHandle(range, handle, Number(e.currentTarget.value)))}
              aria-label={handle === "min" ? "Lowest price" : "Highest price"}
              aria-valuetext={formatMoney(range[handle])}
              className="range-thumb pointer-events-none absolute inset-0 w-full appearance-none bg-transparent"
            />
          ))}
        </div>
        <button type="submit" className={buttonClass({}, "mt-4")}>
          Show {words.many} in this price range
        </button>
      </form>
    </section>
  );
}
