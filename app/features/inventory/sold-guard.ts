/**
 * Issue 55: one wrong file must not empty the yard. A full feed that would mark more than the
 * site's share of its unsold stock sold is not applied as it stands: a person types the count to
 * confirm it, and a scheduled feed stops and tells the owners.
 */
export interface SoldGuard {
  /** Cars the feed would mark sold. */
  unlisted: number;
  /** The site's cars not sold now. */
  unsold: number;
  limitPercent: number;
}

export function crossesSoldGuard({ unlisted, unsold, limitPercent }: SoldGuard): boolean {
  return unlisted > 0 && unlisted * 100 > unsold * limitPercent;
}

/** Why it stopped, in the words the run's page, the imports list and the owners' e-mail use. */
export function soldGuardWords({ unlisted, unsold, limitPercent }: SoldGuard): string {
  return `This full feed would mark ${unlisted} of your ${carsWord(unsold)} sold, more than ${limitPercent}% of the stock. Nothing was applied.`;
}

/** The typed count confirms it only when it is exactly the number of cars to be marked sold. */
export function soldCountConfirmed(typed: string | null | undefined, unlisted: number): boolean {
  return (typed ?? "").trim().replace(/,/g, "") === String(unlisted);
}

export const carsWord = (n: number) => `${n} ${n === 1 ? "car" : "cars"}`;
