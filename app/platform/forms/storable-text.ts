/**
 * PostgreSQL cannot store the NUL character in text or jsonb: a value carrying one is refused whole.
 * No shopper types one on purpose, so it is dropped where text arrives, not stored.
 */
export function storableText(value: string): string {
  return value.includes("\u0000") ? value.replaceAll("\u0000", "") : value;
}

/** The same for every string in a parsed JSON value (keys included). */
export function storableJson<T>(value: T): T {
  if (typeof value === "string") return storableText(value) as T;
  if (Array.isArray(value)) return value.map(storableJson) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), storableJson(v)])) as T;
  }
  return value;
}
