import { starFills } from "./rating";

export function RatingStars({ rating, count }: { rating: number; count?: number }) {
  const label = `${rating.toFixed(1)} out of 5${count === undefined ? "" : ` (${count} reviews)`}`;
  return (
    <p className="inline-flex items-center gap-2" aria-label={label}>
      <span className="inline-flex" aria-hidden="true">
        {starFills(rating).map((fill, i) => (
          <span key={i} className="relative inline-block text-2xl leading-none text-muted-foreground">
            ★
            <span className="absolute inset-0 overflow-hidden text-accent" style={{ width: `${fill * 100}%` }}>
              ★
            </span>
          </span>
        ))}
      </span>
      <span aria-hidden="true" className="font-semibold">
        {rating.toFixed(1)}
        {count === undefined ? null : <span className="font-normal"> ({count} reviews)</span>}
      </span>
    </p>
  );
}
