export interface RateLimit {
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters per key, kept in this process. Each app instance enforces its own share;
 * the limits are there to blunt floods, not to count exactly.
 */
export class RateLimiter {
  private windows = new Map<string, { startedAt: number; count: number }>();

  constructor(private readonly rule: RateLimit) {}

  /** Counts one use of `key` and says whether it is within the limit. */
  take(key: string, now: number): boolean {
    this.forgetExpired(now);
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.rule.windowMs) {
      this.windows.set(key, { startedAt: now, count: 1 });
      return true;
    }
    if (window.count >= this.rule.limit) return false;
    window.count++;
    return true;
  }

  private forgetExpired(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.rule.windowMs) this.windows.delete(key);
    }
  }
}
