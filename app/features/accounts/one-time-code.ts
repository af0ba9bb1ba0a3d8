import { REQUIRED_MESSAGE } from "./phone-number";

/** Spec 001 sections 5, 8 and 9: a 6-digit code, sent within 15,000 ms. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 5 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const CODE_SEND_TIMEOUT_MS = 15_000;

export const CODE_LENGTH_MESSAGE = "Code must be 6 digits.";
export const INVALID_CODE_MESSAGE = "The verification code is invalid. Please try again.";
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many verification attempts. Please try again later.";
export const SEND_TIMEOUT_MESSAGE = "The code could not be sent in time. Please check your number and try again.";
export const CODE_SENT_HELP = "Code sent!";

export function codeError(typed: string): string | null {
  const code = typed.trim();
  if (!code) return REQUIRED_MESSAGE;
  return /^\d{6}$/.test(code) ? null : CODE_LENGTH_MESSAGE;
}

/** The stored code a check is made against: only the newest code for a phone is ever live. */
export interface StoredCode {
  expires_at: Date;
  attempts: number;
  consumed_at: Date | null;
  superseded_at: Date | null;
}

export type CodeCheck = "usable" | "expired" | "used" | "attempts-exhausted";

/** Whether a stored code may still be tried at `now`, before its hash is compared. */
export function codeCheck(code: StoredCode, now: Date): CodeCheck {
  if (code.consumed_at || code.superseded_at) return "used";
  if (now.getTime() >= code.expires_at.getTime()) return "expired";
  if (code.attempts >= MAX_CODE_ATTEMPTS) return "attempts-exhausted";
  return "usable";
}

/** What the shopper is told: the spec's message for a code that gives no user, its limit message after 5 tries. */
export function codeCheckMessage(check: Exclude<CodeCheck, "usable"> | "wrong"): string {
  return check === "attempts-exhausted" ? TOO_MANY_ATTEMPTS_MESSAGE : INVALID_CODE_MESSAGE;
}

/** Six random digits from a source of random 32-bit integers (crypto in production). */
export function newCode(randomUint32: () => number): string {
  return String(randomUint32() % 10 ** CODE_LENGTH).padStart(CODE_LENGTH, "0");
}
