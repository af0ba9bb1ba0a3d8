/**
 * At most `running` tasks at once and at most `waiting` queued behind them; past that, `run`
 * answers BUSY at once instead of queueing without bound, so a flood of expensive work costs a
 * fixed share of the machine and the caller can answer 503.
 */
export const BUSY = Symbol("busy");

export function concurrencyLimit(running: number, waiting: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  // A finishing task hands its place straight to the first in the queue.
  const next = () => {
    const waiter = queue.shift();
    if (waiter) waiter();
    else active--;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T | typeof BUSY> {
    if (active >= running) {
      if (queue.length >= waiting) return BUSY;
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      active++;
    }
    try {
      return await task();
    } finally {
      next();
    }
  };
}
