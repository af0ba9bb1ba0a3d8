/**
 * Rating stars (spec 001 section 9): a 5-star scale with a partial last star, ratings to one
 * decimal; the partial fill shows only when the fractional part is over 0.30.
 */
export function starFills(rating: number): number[] {
  const clamped = Math.min(5, Math.max(0, Math.round(rating * 10) / 10));
  const whole = Math.floor(clamped);
  const fraction = Math.round((clamped - whole) * 10) / 10;
  return Array.from({ length: 5 }, (_, i) => (i < whole ? 1 : i === whole && fraction > 0.3 ? fraction : 0));
}

/** The review count shows only when the average is above the site's minimum and reviews are not hidden. */
export function showReviewCount(average: number, settings: { minimum_rating: number; hidden: boolean }): boolean {
  return !settings.hidden && average > settings.minimum_rating;
}
