import { starFills } from "./rating";
import { formatNumber } from "~/ui/format";

/** Spec 001 section 2, Discovery widget 6: stars on a 5-star scale, e.g. 4.6 (254 reviews); one image with a name for assistive technology. */
export function RatingStars({ rating, count, size = "text-2xl" }: { rating: number; count?: number; size?: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`} className="inline-flex">
        {starFills(rating).map((fill, i) => (
          <span
            key={i}
            aria-hidden="true"
            className={`relative inline-block leading-none text-muted-foreground/50 ${size}`}
          >
            ★
            <span className="absolute inset-0 overflow-hidden text-amber-500" style={{ width: `${fill * 100}%` }}>
              ★
            </span>
          </span>
        ))}
      </span>
      {count === undefined ? null : (
        <span className="font-semibold">
          {rating.toFixed(1)} <span className="font-normal">({formatNumber(count)} reviews)</span>
        </span>
      )}
    </span>
  );
}
