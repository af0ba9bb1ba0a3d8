/** A car the partner gave no quote is asked again after 1 minute, then 2, 4 … up to a day. */
const FIRST_WAIT_MS = 60_000;
const LONGEST_WAIT_MS = 24 * 3_600_000;

/**
 * The quote keeper's memory of the cars the partner refused or could not answer, so a car it keeps
 * refusing is not asked (and logged) every round.
 */
export class QuoteBackoff {
  private readonly waits = new Map<number, { failures: number; until: number }>();

  due(carId: number, now: number): boolean {
    const wait = this.waits.get(carId);
    return !wait || now >= wait.until;
  }

  failed(carId: number, now: number): number {
    const failures = (this.waits.get(carId)?.failures ?? 0) + 1;
    const waitMs = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - 1));
    this.waits.set(carId, { failures, until: now + waitMs });
    return waitMs;
  }

  answered(carId: number): void {
    this.waits.delete(carId);
  }
}
