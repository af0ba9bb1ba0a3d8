import { isDatabaseUnavailable } from "./unavailable";

/**
 * Wraps a read so that, while the database cannot be reached, it answers with the last value it
 * read for the same key instead of failing. For small, slowly changing reads a form needs to accept
 * a lead (the car it is about, the site's dealerships): a shopper who opened the form moments ago
 * can still send it. Bounded to `max` keys, oldest first out.
 */
export function lastKnownGood<A extends unknown[], T>(
  keyOf: (...args: A) => string,
  read: (...args: A) => Promise<T>,
  max = 5000,
): (...args: A) => Promise<T> {
  const remembered = new Map<string, T>();
  return async (...args) => {
    const key = keyOf(...args);
    try {
      const value = await read(...args);
      remembered.delete(key);
      remembered.set(key, value);
      if (remembered.size > max) remembered.delete(remembered.keys().next().value!);
      return value;
    } catch (error) {
      if (isDatabaseUnavailable(error) && remembered.has(key)) return remembered.get(key)!;
      throw error;
    }
  };
}
