/**
 * How many cases a property or fuzz test tries: its own count, or a share of it where the one
 * setting PROPERTY_RUNS_SHARE is set (CI runs 0.25 to stay quick; fast-check prints the seed of a
 * failure to replay it with the full count).
 */
export function propertyRuns(local: number, share = process.env.PROPERTY_RUNS_SHARE): number {
  const fraction = share === undefined || share === "" ? 1 : Number(share);
  if (!Number.isFinite(fraction) || fraction <= 0 || fraction > 1)
    throw new Error(`PROPERTY_RUNS_SHARE must be a number above 0 and at most 1, not "${share}"`);
  return Math.max(1, Math.round(local * fraction));
}
