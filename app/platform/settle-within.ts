/** A promise's value when it settled in time, or the promise still running. */
export type Settled<T> = { now: T } | { later: Promise<T> };

/**
 * Waits up to `ms` for a promise. Parts a page streams in never show without scripts, so what is
 * ready in time goes into the first HTML and only what is late streams.
 */
export async function settleWithin<T>(promise: Promise<T>, ms: number): Promise<Settled<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<{ later: Promise<T> }>((resolve) => (timer = setTimeout(() => resolve({ later: promise }), ms)));
  const settled = promise.then((now) => ({ now }));
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}

/** The value when it is ready, else the promise, as a loader hands it to `<Deferred>`. */
export function valueOrPromise<T>(settled: Settled<T>): T | Promise<T> {
  return "now" in settled ? settled.now : settled.later;
}
