import type { SearchCar } from "~/features/cars";

/**
 * Free-text rules: every word of the query must match some word of the car (AND), by prefix, or
 * (for query words of 4 or more letters) with one typo. Stock numbers and VINs match by prefix only:
 * a typo there names a different car.
 */
export const TYPO_MIN_LENGTH = 4;

export function tokenize(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0);
}

/** The text fields whose words a query matches with prefixes and typos. */
export function wordFields(car: SearchCar): (string | null)[] {
  return [car.make, car.model, car.badge, car.series, car.body, car.feed_body, car.colour, car.location_name, car.city];
}

export function wordTokens(car: SearchCar): string[] {
  return wordFields(car).flatMap((v) => (v ? tokenize(v) : []));
}

/** Stock number and VIN, lower-cased with punctuation removed: matched by prefix only. */
export function identifierTokens(car: SearchCar): string[] {
  return [car.stocknum, car.vin].flatMap((v) => {
    const token = v?.toLowerCase().replace(/[^a-z0-9]/g, "");
    return token ? [token] : [];
  });
}

/** True when a and b differ by at most one insertion, deletion or substitution. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) return a.slice(i + 1) === b.slice(i + 1);
  if (la > lb) return a.slice(i + 1) === b.slice(i);
  return a.slice(i) === b.slice(i + 1);
}

export function wordMatches(query: string, word: string): boolean {
  return word.startsWith(query) || (query.length >= TYPO_MIN_LENGTH && withinOneEdit(query, word));
}
