/**
 * The sales counter (spec 001 section 9): in Brisbane's time, (day of month - 1) x 192 plus the
 * seconds elapsed today / 450, whole; it moves on every 150,000 ms.
 */
export const SALES_COUNTER = { timeZone: "Australia/Brisbane", perDay: 192, secondsPerSale: 450, refreshMs: 150_000 } as const;

const clock = new Intl.DateTimeFormat("en-AU", { timeZone: SALES_COUNTER.timeZone, day: "numeric", hour: "numeric", minute: "numeric", second: "numeric", hourCycle: "h23" });

export function salesCounterValue(now: Date): number {
  const parts = Object.fromEntries(clock.formatToParts(now).map((p) => [p.type, Number(p.value)]));
  const secondsToday = (parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0);
  return ((parts.day ?? 1) - 1) * SALES_COUNTER.perDay + Math.floor(secondsToday / SALES_COUNTER.secondsPerSale);
}
