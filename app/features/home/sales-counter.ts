/**
 * The sales counter (spec 001 section 9): in Brisbane's time, (day of month - 1) x 192 plus the
 * seconds elapsed today / 450, whole; it moves on every 150,000 ms.
 */
export const SALES_COUNTER = { utcOffsetHours: 10, perDay: 192, secondsPerSale: 450, refreshMs: 150_000 } as const;

/**
 * Brisbane keeps UTC+10 all year (Queensland has no daylight saving), so its clock is the UTC clock
 * moved on ten hours; Intl's time zones would load the locale's data in the shopper's browser.
 */
export function salesCounterValue(now: Date): number {
  const brisbane = new Date(now.getTime() + SALES_COUNTER.utcOffsetHours * 3_600_000);
  const secondsToday = brisbane.getUTCHours() * 3600 + brisbane.getUTCMinutes() * 60 + brisbane.getUTCSeconds();
  return (brisbane.getUTCDate() - 1) * SALES_COUNTER.perDay + Math.floor(secondsToday / SALES_COUNTER.secondsPerSale);
}
