import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "../db/client.server";
import { rate_limits } from "../db/schema";

/** A limit: at most `points` uses per key in a window of `windowSeconds`. */
export interface RateRule {
  name: string;
  points: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** Counts one use of the key; true while it is within the rule. */
  take(rule: RateRule, key: string): Promise<boolean>;
  /** Whether one more use would be within the rule, without counting one. */
  allows(rule: RateRule, key: string): Promise<boolean>;
}

/**
 * The one rate-limit mechanism (leads, analytics, sign-in codes, contact look-ups): counters in the
 * database's `rate_limits` table, so every app instance shares them and a restart forgets nothing.
 * While the database cannot be reached, each instance counts in memory instead, so limits still hold
 * and a limit never becomes a reason to refuse a lead.
 */
export function rateLimits(db: Database): RateLimits {
  const limiters = new Map<string, RateLimiterDrizzle>();
  const limiterFor = (rule: RateRule) => {
    const id = `${rule.name}/${rule.points}/${rule.windowSeconds}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      const options = { keyPrefix: rule.name, points: rule.points, duration: rule.windowSeconds };
      limiter = new RateLimiterDrizzle({
        ...options,
        storeClient: db,
        schema: rate_limits,
        insuranceLimiter: new RateLimiterMemory(options),
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };
  return {
    async take(rule, key) {
      try {
        await limiterFor(rule).consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async allows(rule, key) {
      const used = await limiterFor(rule).get(key);
      return !used || used.consumedPoints < rule.points;
    },
  };
}
