/**
 * How long a claimed delivery is held before another worker may take it, should this one die
 * mid-send (OUTBOX_LEASE_MS). Every send gives up well within it (SMTP_TIMEOUTS, the webhook's
 * 10 s), so a delivery is settled before another attempt at it can start.
 */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** nodemailer's waits: connect, greeting, and silence on the socket (its own defaults run to ten minutes). */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** The wait after a failed attempt: 30 s, doubling each time, at most an hour. A lead is never given up on. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}
