/** A promise's value, or the fallback when it did not settle in time (`late`). */
export interface Answer<T> {
  value: T;
  late: boolean;
}

/**
 * Waits up to `ms` for a promise. Pages are rendered whole (and then served to everyone from the
 * page cache), so a slow outside service gives way to its fallback instead of holding up the page.
 */
export async function answerWithin<T>(promise: Promise<T>, ms: number, fallback: T): Promise<Answer<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Answer<T>>(
    (resolve) => (timer = setTimeout(() => resolve({ value: fallback, late: true }), ms)),
  );
  const settled = promise.then((value) => ({ value, late: false }));
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}
